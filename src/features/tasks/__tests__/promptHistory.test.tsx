import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { DEMO_ACCESS_TOKEN, DEMO_USER_ID } from '@mocks/db/seed';
import { useGetUserInfoQuery } from '@/api/endpoints/user';
import { GenerateButton } from '@/components/generator/GenerateButton';
import { renderWithProviders } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import { readPromptHistory } from '@/utils/promptHistory';
import { useCreationSubmit } from '../hooks/useCreationSubmit';

const OWNER = String(DEMO_USER_ID);

describe('recent prompts from the creation submit', () => {
  beforeEach(() => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    server.use(
      http.get('*/api/user/points', () =>
        HttpResponse.json({ code: 0, message: 'ok', data: { points: 99, total: 99 } }),
      ),
      http.get('*/api/global/getFunction/:key', () =>
        HttpResponse.json({ code: 0, message: 'ok', data: { key: 'imageGeneration', points: 1 } }),
      ),
    );
  });

  function Harness({ send }: { send: () => Promise<string> }) {
    // The header has loaded the account on every screen.
    useGetUserInfoQuery();
    const creation = useCreationSubmit<{ prompt: string }, string>({
      functionKey: 'imageGeneration',
      send,
      failure: 'Mission submission failed.',
      prompt: (input) => input.prompt,
    });
    return (
      <GenerateButton {...creation.button} onClick={() => void creation.submit({ prompt: 'emerald ring' })} />
    );
  }

  it('keeps the typed prompt once the work is accepted, not when it fails', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Harness send={() => Promise.reject(new Error('no'))} />);
    const button = await screen.findByRole('button', { name: /Generate/ });
    await waitFor(() => expect(button).toHaveTextContent(/1 credit$/));
    await user.click(button);
    expect(await screen.findByText('Mission submission failed.')).toBeInTheDocument();
    expect(readPromptHistory(OWNER).recent).toEqual([]);
    unmount();
    renderWithProviders(<Harness send={() => Promise.resolve('rec_1')} />);
    const again = await screen.findByRole('button', { name: /Generate/ });
    await waitFor(() => expect(again).toHaveTextContent(/1 credit$/));
    await user.click(again);
    await waitFor(() => expect(readPromptHistory(OWNER).recent).toEqual(['emerald ring']));
  });
});
