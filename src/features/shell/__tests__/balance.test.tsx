import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { DEMO_ACCESS_TOKEN, DEMO_POINTS } from '@mocks/db/seed';
import { baseApi } from '@/api/baseApi';
import { renderWithProviders } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import { SideNav } from '../components/SideNav';
import { useKeepBalanceFresh } from '../hooks/useKeepBalanceFresh';

function KeepBalanceFresh() {
  useKeepBalanceFresh();
  return null;
}

const failing = () =>
  HttpResponse.json({ code: 500, message: 'Internal server error', data: null }, { status: 500 });

function renderNav() {
  return renderWithProviders(
    <>
      <SideNav collapsed={false} onHome={() => undefined} onSignOut={() => undefined} />
      <KeepBalanceFresh />
    </>,
  );
}

beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));

describe('the balance under faults (issue 41 §5)', () => {
  it('a balance that cannot be loaded offers a retry, not "Credits" with no number', async () => {
    server.use(http.get('*/api/user/points', failing));
    const user = userEvent.setup();
    renderNav();
    const retry = await screen.findByRole('button', { name: 'Credits could not be loaded. Retry' });
    expect(screen.queryByRole('link', { name: 'Credits, open payment' })).toBeNull();
    server.resetHandlers();
    await user.click(retry);
    expect(
      await screen.findByRole('link', { name: `${DEMO_POINTS} credits, open payment` }),
    ).toBeInTheDocument();
  });

  it('a refresh that fails once (after a payment or a generation) still brings the new balance', async () => {
    const { store } = renderNav();
    expect(
      await screen.findByRole('link', { name: `${DEMO_POINTS} credits, open payment` }),
    ).toBeInTheDocument();
    let answered = 0;
    server.use(
      http.get('*/api/user/points', () => {
        answered += 1;
        if (answered === 1) return failing();
        return HttpResponse.json({ code: 0, message: 'success', data: { points: 6200, total: 6200 } });
      }),
    );
    store.dispatch(baseApi.util.invalidateTags(['Points']));
    expect(await screen.findByRole('link', { name: '6,200 credits, open payment' })).toBeInTheDocument();
    await waitFor(() => expect(answered).toBe(2));
  });
});
