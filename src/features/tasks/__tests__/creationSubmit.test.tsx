import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { GenerateButton } from '@/components/generator/GenerateButton';
import { renderWithProviders } from '@/test/render';
import { removeCookie, writeCookie } from '@/utils/cookies';
import { useCreationSubmit } from '../hooks/useCreationSubmit';

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'success', data });

/** The balance and the price of one imageGeneration run. */
function prices(balance: number, cost = 4) {
  server.use(
    http.get('*/api/user/points', () => ok({ points: balance, total: balance })),
    http.get('*/api/global/getFunction/:key', () =>
      ok({ key: 'imageGeneration', name: 'Image generation', points: cost }),
    ),
  );
}

interface HarnessProps {
  send: (input: string) => Promise<string>;
  blocker?: string | false;
  returnTo?: () => string;
}

function Harness({ send, blocker = false, returnTo }: HarnessProps) {
  const creation = useCreationSubmit<string, string>({
    functionKey: 'imageGeneration',
    send,
    success: 'Task submitted, generating.',
    failure: 'Mission submission failed.',
    blockers: [blocker],
    signInAction: 'Generate',
    returnTo,
  });
  return (
    <>
      <GenerateButton
        {...creation.button}
        onClick={() => {
          // A double click that lands before the button re-renders disabled: the guard takes the second.
          void creation.submit('a ring');
          void creation.submit('a ring');
        }}
      />
      {creation.signInPrompt}
    </>
  );
}

const render = (props: HarnessProps) =>
  renderWithProviders(<Harness {...props} />, {
    routes: [{ path: '/payment', element: <p>Payment page</p> }],
  });

/** Generate once its price is known (the credit check needs it). */
async function priced() {
  const button = screen.getByRole('button', { name: /^Generate/ });
  await waitFor(() => expect(button).toHaveTextContent('4 credits'));
  return button;
}

describe('the one creation submit', () => {
  beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));

  it('sends once while a submission is in flight, says so on the button, then the success words', async () => {
    prices(100);
    let finish: (id: string) => void = () => undefined;
    const send = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render({ send });
    const button = await priced();
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    button.click();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('a ring');
    finish('rec_1');
    expect(await screen.findByText('Task submitted, generating.')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('stops before sending when the balance is below the cost, with the way to /payment', async () => {
    prices(3);
    const send = jest.fn(async () => 'rec_1');
    const user = userEvent.setup();
    const { router } = render({ send });
    // The balance must be known before the check can say anything.
    await user.click(await priced());
    const reason = 'Not enough credits: this costs 4 credits and you have 3.';
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Get credits' }));
    expect(router.state.location.pathname).toBe('/payment');
    expect(new URLSearchParams(router.state.location.search).get('reason')).toBe(reason);
  });

  it('hands /payment the way back to the form as the user left it (its returnTo, taken at the click)', async () => {
    prices(3);
    let typed = 'a ring';
    const user = userEvent.setup();
    const { router } = render({
      send: jest.fn(async () => 'rec_1'),
      returnTo: () => `/tools/inspiration?prompt=${encodeURIComponent(typed)}`,
    });
    await user.click(await priced());
    typed = 'changed later';
    await user.click(await screen.findByRole('link', { name: 'Get credits' }));
    expect(new URLSearchParams(router.state.location.search).get('back')).toBe(
      '/tools/inspiration?prompt=a%20ring',
    );
  });

  it("takes the server's 402 the same way (its words, no failure toast)", async () => {
    prices(100);
    const send = jest.fn(async () => {
      throw { status: 402, code: 402, message: 'Not enough credits, top up first.' };
    });
    const user = userEvent.setup();
    render({ send });
    await user.click(await priced());
    expect(await screen.findByText('Not enough credits, top up first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get credits' })).toBeInTheDocument();
    expect(screen.queryByText('Mission submission failed.')).not.toBeInTheDocument();
  });

  it('says the failure words when the submission fails otherwise, and can be sent again', async () => {
    prices(100);
    const send = jest.fn(async (): Promise<string> => {
      throw new Error('500');
    });
    const user = userEvent.setup();
    render({ send });
    const button = await priced();
    await user.click(button);
    expect(await screen.findByText('Mission submission failed.')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it('is disabled with its reason while a blocker holds, and sends nothing', async () => {
    prices(100);
    const send = jest.fn(async () => 'rec_1');
    render({ send, blocker: 'Wait for the upload to finish.' });
    const button = await priced();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Wait for the upload to finish.');
    button.click();
    expect(send).not.toHaveBeenCalled();
  });

  it('asks a visitor to sign in instead of sending', async () => {
    removeCookie('accessToken');
    prices(100);
    const send = jest.fn(async () => 'rec_1');
    const user = userEvent.setup();
    render({ send });
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(/sign in/i);
    expect(send).not.toHaveBeenCalled();
  });
});
