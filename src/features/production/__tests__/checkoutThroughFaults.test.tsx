import { useEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_ACCESS_TOKEN, DEMO_USER_ID } from '@mocks/db/seed';
import { baseApi } from '@/api/baseApi';
import { renderWithProviders } from '@/test/render';
import { countRequests } from '@/test/requests';
import { writeCookie } from '@/utils/cookies';
import { ProductRoute } from '../components/ProductRoute';
import { PRODUCT_QUIET_RETRY_MS } from '../constants';

beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));

let mounts = 0;
/** Stands in for the checkout: what matters is that it stays mounted (its open order lives in it). */
function Checkout() {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>Checkout</p>;
}

describe('the production checkout under faults (issue 41 §4)', () => {
  it('keeps the checkout on screen through a failed background refetch and asks again quietly', async () => {
    mounts = 0;
    const product = db().products.find((p) => p.user_id === DEMO_USER_ID && p.production_status === 2)!;
    const { store } = renderWithProviders(<ProductRoute page="generate">{() => <Checkout />}</ProductRoute>, {
      route: `/tools/generate/${product.image_id}`,
      path: '/tools/generate/:id',
    });
    expect(await screen.findByText('Checkout')).toBeInTheDocument();

    const requests = countRequests('/product/info');
    server.use(
      http.get('*/api/product/info', () =>
        HttpResponse.json({ code: 500, message: 'Internal server error', data: null }, { status: 500 }),
      ),
    );
    // What a payment's outcome (or a focus) does: the product is asked again, and that fails.
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['Product']));
    });
    await waitFor(() => expect(requests.count).toBeGreaterThan(0));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(screen.getByText('Checkout')).toBeInTheDocument();
    expect(screen.queryByText('The product could not be loaded.')).toBeNull();
    expect(screen.queryByRole('button', { name: /retry|try again/i })).toBeNull();
    expect(mounts).toBe(1);

    // The quiet retry asks again by itself.
    server.resetHandlers();
    const before = requests.count;
    await waitFor(() => expect(requests.count).toBeGreaterThan(before), {
      timeout: PRODUCT_QUIET_RETRY_MS + 5000,
    });
    expect(screen.getByText('Checkout')).toBeInTheDocument();
    expect(mounts).toBe(1);
    requests.stop();
  });
});
