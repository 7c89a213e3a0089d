import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { renderWithProviders } from '@/test/render';
import { adminSession } from './adminSession';
import { ProductsSection } from '../components/ProductsSection';

const log = adminSession('/server/product/');

const productIn = (status: number) => db().products.find((p) => p.production_status === status)!;

/** Names repeat in the seed; the product id does not. */
async function rowOf(productId: number) {
  const cell = await screen.findByText(`Product #${productId}`);
  return cell.closest('tr')!;
}

describe('Products section', () => {
  it('lists products with their statuses and filters by production status', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductsSection />);
    const table = await screen.findByRole('table', { name: 'Products' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    await user.click(screen.getByRole('combobox', { name: 'Production status' }));
    await user.click(await screen.findByRole('option', { name: 'Under review' }));
    await waitFor(() => {
      const chips = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelectorAll('td')[1]?.textContent);
      expect(chips.length).toBeGreaterThan(0);
      expect(chips.every((text) => text === 'Under review')).toBe(true);
    });
  });

  it('approves a making application with a sampling cost: field messages first, then the call', async () => {
    const user = userEvent.setup();
    const product = productIn(1);
    renderWithProviders(<ProductsSection initialProduction={1} />);
    await user.click(within(await rowOf(product.product_id)).getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('Sampling cost is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Sampling cost/ }), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText(/must be a number/)).toBeInTheDocument();
    expect(log.sent()).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: /Sampling cost/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Sampling cost/ }), '12');
    await user.type(within(dialog).getByRole('textbox', { name: /Suggested selling price/ }), '45');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(log.sent()).toEqual([
      {
        path: '/server/product/reviewMaking',
        body: {
          product_id: product.product_id,
          pass: true,
          sampling_cost: 12,
          sampling_price: 12,
          suggested_selling_price: 45,
        },
      },
    ]);
    const stored = db().products.find((p) => p.product_id === product.product_id)!;
    expect(stored).toMatchObject({ production_status: 2, sampling_cost: 12, suggested_selling_price: 45 });
    // The list is filtered to "under review": the reviewed product leaves it.
    await waitFor(() => expect(screen.queryByText(`Product #${product.product_id}`)).not.toBeInTheDocument());
  });

  it('dismisses a making application only with a reason', async () => {
    const user = userEvent.setup();
    const product = productIn(1);
    renderWithProviders(<ProductsSection initialProduction={1} />);
    await user.click(within(await rowOf(product.product_id)).getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Dismiss' }));
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).getByText('A reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Cannot be cast');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(log.sent()[0]).toEqual({
      path: '/server/product/reviewMaking',
      body: { product_id: product.product_id, pass: false, reason: 'Cannot be cast' },
    });
    expect(db().products.find((p) => p.product_id === product.product_id)).toMatchObject({
      production_status: 5,
      review_note: 'Cannot be cast',
    });
  });

  it('cancelling a review calls nothing', async () => {
    const user = userEvent.setup();
    const product = productIn(1);
    renderWithProviders(<ProductsSection initialProduction={1} />);
    await user.click(within(await rowOf(product.product_id)).getByRole('button', { name: 'Review' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(log.sent()).toEqual([]);
    expect(db().products.find((p) => p.product_id === product.product_id)!.production_status).toBe(1);
  });

  it('records tracking: the product moves to dispatched and the row updates', async () => {
    const user = userEvent.setup();
    const product = productIn(3);
    renderWithProviders(<ProductsSection />);
    const row = await rowOf(product.product_id);
    await user.click(within(row).getByRole('button', { name: 'Record tracking' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save tracking' }));
    expect(within(dialog).getByText('Carrier is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Tracking number is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Carrier/ }), 'DHL');
    await user.type(within(dialog).getByRole('textbox', { name: /Tracking number/ }), 'JD0001');
    await user.click(within(dialog).getByRole('button', { name: 'Save tracking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A confirmation that stays on the page, beyond the toast.
    expect(screen.getByRole('status')).toHaveTextContent(
      `Tracking saved for product ${product.product_id}: DHL JD0001. It is now dispatched.`,
    );
    expect(log.sent()).toEqual([
      {
        path: '/server/product/tracking',
        body: { product_id: product.product_id, carrier: 'DHL', tracking_number: 'JD0001' },
      },
    ]);
    expect(db().products.find((p) => p.product_id === product.product_id)).toMatchObject({
      production_status: 4,
      tracking: { carrier: 'DHL', tracking_number: 'JD0001' },
    });
    await waitFor(async () =>
      expect(within(await rowOf(product.product_id)).getByText('Dispatched')).toBeInTheDocument(),
    );
  });

  it('reviews a pre-sale: on sale', async () => {
    const user = userEvent.setup();
    const product = db().products.find((p) => p.pre_sale_status === 1)!;
    renderWithProviders(<ProductsSection initialPreSale={1} />);
    await user.click(
      within(await rowOf(product.product_id)).getByRole('button', { name: 'Review pre-sale' }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Put on sale' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(log.sent()).toEqual([
      { path: '/server/product/reviewSell', body: { product_id: product.product_id, pass: true } },
    ]);
    expect(db().products.find((p) => p.product_id === product.product_id)!.pre_sale_status).toBe(2);
  });

  it('shows the shipping address', async () => {
    const user = userEvent.setup();
    const product = db().products.find((p) => p.address)!;
    renderWithProviders(<ProductsSection />);
    await user.click(within(await rowOf(product.product_id)).getByRole('button', { name: 'Address' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(new RegExp(product.address!.address1))).toBeInTheDocument();
  });

  it('shows the failed state with a retry', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/server/image/list', () =>
        HttpResponse.json({ code: 500, message: 'boom', success: false, data: null }, { status: 500 }),
      ),
    );
    renderWithProviders(<ProductsSection />);
    expect(await screen.findByText('The products could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
