import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import CostAssessmentPage from '@/pages/tools/CostAssessmentPage';
import DeliverPage from '@/pages/tools/DeliverPage';
import GeneratePage from '@/pages/tools/GeneratePage';
import PreSalePage from '@/pages/tools/PreSalePage';
import { renderWithProviders } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import { SLOW_POLL_MS } from '@/utils/statusFreshness';

beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));

const ROUTES = [
  { path: '/tools/info/:id', element: <p>Info page</p> },
  { path: '/tools/costAssessment/:id', element: <CostAssessmentPage /> },
  { path: '/tools/generate/:id', element: <GeneratePage /> },
  { path: '/tools/deliver/:id', element: <DeliverPage /> },
  { path: '/tools/pre-sale/:id', element: <PreSalePage /> },
  { path: '/marketing/pre-sale', element: <p>Lab page</p> },
];

function open(url: string) {
  return renderWithProviders(<p>Start</p>, { route: url, path: '/nowhere', routes: ROUTES });
}

const product = (production: number, preSale: number | null = null) =>
  db().products.find((p) => p.production_status === production && p.pre_sale_status === preSale)!;

describe('production pages', () => {
  it('cost assessment under review: price status, a disabled Pending button and the status modal', async () => {
    open(`/tools/costAssessment/${product(1).image_id}`);
    const dialog = await screen.findByRole('dialog', { name: 'The product is undergoing cost assessment' });
    for (const step of ['Valuation', 'Pay', 'Make', 'Deliver'])
      expect(within(dialog).getByText(step)).toBeInTheDocument();
    expect(within(dialog).getByText("We'll update for status change")).toBeInTheDocument();
    expect(screen.getByText('Wait for cost assessment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pending', hidden: true })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Description', hidden: true })).toBeInTheDocument();
  });

  it('cost assessment once reviewed: the sampling cost, and PayPal or card both start the one checkout', async () => {
    const row = product(2);
    open(`/tools/costAssessment/${row.image_id}`);
    expect(await screen.findByText(`$${row.sampling_cost.toFixed(2)}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay with PayPal' })).toHaveAttribute(
      'href',
      `/tools/generate/${row.image_id}?method=paypal`,
    );
    expect(screen.getByRole('link', { name: 'Pay by card' })).toHaveAttribute(
      'href',
      `/tools/generate/${row.image_id}?method=card`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('PayPal goes through the same steps as the card: address, confirmation with the 10 % fee, then PayPal', async () => {
    const row = product(2);
    row.address = null;
    const user = userEvent.setup();
    open(`/tools/costAssessment/${row.image_id}`);
    await user.click(await screen.findByRole('link', { name: 'Pay with PayPal' }));
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(first).toHaveValue('Demo'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(within(dialog).getByRole('radio', { name: 'PayPal' })).toBeChecked();
    // The product is named as the Lab named it: its picture's name, the user's text (not 'Design 101007').
    const picture = db().images.find((image) => image.image_id === row.image_id)!;
    expect(picture.name).toBeTruthy();
    expect(within(dialog).getByText(picture.name!)).toHaveAttribute('translate', 'no');
    expect(within(dialog).getByText('Service fee (10%)')).toBeInTheDocument();
    const total = (Math.round(row.sampling_cost * 110) / 100).toFixed(2);
    await user.click(within(dialog).getByRole('button', { name: `Pay $${total} with PayPal` }));
    const approve = await screen.findByRole('button', { name: `Approve $${total} with PayPal` });
    const stored = db().products.find((p) => p.product_id === row.product_id);
    expect(stored?.address?.firstName).toBe('Demo');
    const order = db().orders.at(-1)!;
    expect(order).toMatchObject({
      kind: 'making',
      product_id: row.product_id,
      count: 1,
      price: Number(total),
    });
    expect(approve).toBeEnabled();
  });

  it('sends the Description to the maker with the production application', async () => {
    const row = product(2);
    const user = userEvent.setup();
    const first = open(`/tools/costAssessment/${row.image_id}`);
    const description = await screen.findByRole('textbox', { name: 'Description' });
    fireEvent.change(description, { target: { value: 'Ring size 52, brushed finish' } });
    first.unmount();
    open(`/tools/generate/${row.image_id}`);
    expect(await screen.findByRole('textbox', { name: 'Description' })).toHaveValue(
      'Ring size 52, brushed finish',
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    await user.click(within(dialog).getByRole('button', { name: /^Pay .* by card$/ }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(row.description).toBe('Ring size 52, brushed finish');
  });

  it('the address step says where the user is: the product, its assessed cost and Valuation › Pay › Make › Deliver', async () => {
    const row = product(2);
    open(`/tools/generate/${row.image_id}`);
    expect(await screen.findByRole('heading', { name: 'Shipping address' })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Production steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Valuation', // done: a tick, no number
      '2Pay',
      '3Make',
      '4Deliver',
    ]);
    expect(within(steps).getByText('Pay').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(`Assessed cost: $${row.sampling_cost.toFixed(2)}`)).toBeInTheDocument();
    const picture = db().images.find((image) => image.image_id === row.image_id)!;
    expect(await screen.findByText(picture.name!)).toHaveAttribute('translate', 'no');
  });

  it('the Description typed on the address step survives a reload, with the address', async () => {
    const row = product(2);
    const first = open(`/tools/generate/${row.image_id}`);
    const description = await screen.findByRole('textbox', { name: 'Description' });
    fireEvent.change(description, { target: { value: 'Ring size 52' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Ada' } });
    first.unmount();
    open(`/tools/generate/${row.image_id}`);
    expect(await screen.findByRole('textbox', { name: 'Description' })).toHaveValue('Ring size 52');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  });

  it('sends a product in the wrong status to the page its status calls for', async () => {
    const row = product(1);
    const { router } = open(`/tools/generate/${row.image_id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tools/costAssessment/${row.image_id}`));
    await screen.findByRole('dialog', { name: 'The product is undergoing cost assessment' });
  });

  it('sends an image without a product to its info page', async () => {
    open(`/tools/deliver/${product(0).image_id}`);
    expect(await screen.findByText('Info page')).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown id', async () => {
    open('/tools/pre-sale/987654');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByText('This product does not exist or is not yours.')).toBeInTheDocument();
  });

  it('address form: saved address prefilled, field messages, then the confirmation with the 10 % fee', async () => {
    const row = product(2);
    open(`/tools/generate/${row.image_id}`);
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(first).toHaveValue('Demo'));
    const user = userEvent.setup();
    await user.clear(first);
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please input first name!')).toBeInTheDocument();
    expect(screen.getByText('Please input phone!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(first, 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+85212345678');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(within(dialog).getByRole('radio', { name: 'Card' })).toBeChecked();
    const cost = row.sampling_cost;
    expect(within(dialog).getByRole('radio', { name: `1 piece — $${cost.toFixed(2)}` })).toBeChecked();
    expect(within(dialog).getByText('Service fee (10%)')).toBeInTheDocument();
    expect(within(dialog).getByText(`$${(cost * 1.1).toFixed(2)}`)).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('radio', { name: `10 pieces — $${(row.origin_price * 10).toFixed(2)}` }),
    );
    expect(within(dialog).getByText(`$${(row.origin_price * 11).toFixed(2)}`)).toBeInTheDocument();

    await user.click(
      within(dialog).getByRole('button', { name: `Pay $${(row.origin_price * 11).toFixed(2)} by card` }),
    );
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    // Nothing is paid yet: no success toast over the empty card form.
    expect(screen.queryByText('Applying for production')).not.toBeInTheDocument();
    expect(document.querySelector('.MuiAlert-colorSuccess')).toBeNull();
    const order = db().orders.at(-1)!;
    expect(order).toMatchObject({ kind: 'making', product_id: row.product_id, count: 10, channel: 2 });
    expect(order.price).toBe(Math.round(row.origin_price * 11 * 100) / 100);
    expect(row.address?.firstName).toBe('Ada');
    // Closing the modal cancels the unpaid order (while this test is still signed in).
    await user.click(screen.getByRole('button', { name: 'Close payment' }));
    expect(await screen.findByText('Payment canceled.')).toBeInTheDocument();
    expect(order.status).toBe('CLOSED');
  });

  it('a Continue pressed before the saved address arrives: the messages go once the address fills the form', async () => {
    const row = product(2);
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/server/product/address', async () => {
        await arrived;
        return undefined;
      }),
    );
    open(`/tools/generate/${row.image_id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please input first name!')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Demo'));
    expect(screen.queryByText(/^Please input/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('a saved address that failed to load says so with Retry (issue 41 §7); Retry fills the form', async () => {
    const row = product(2);
    let fail = true;
    server.use(
      http.get('*/server/product/address', () =>
        fail ? HttpResponse.json({ code: 500, message: 'down', success: false }, { status: 500 }) : undefined,
      ),
    );
    open(`/tools/generate/${row.image_id}`);
    expect(await screen.findByText(/Your saved address could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Demo'));
    expect(screen.queryByText(/Your saved address could not be loaded/)).not.toBeInTheDocument();
  });

  it('no saved address (404) is an empty form, not a failure', async () => {
    const row = product(2);
    server.use(
      http.get('*/server/product/address', () =>
        HttpResponse.json({ code: 404, message: 'No address', success: false }, { status: 404 }),
      ),
    );
    open(`/tools/generate/${row.image_id}`);
    const first = await screen.findByRole('textbox', { name: 'First name' });
    expect(first).toHaveValue('');
    expect(screen.queryByText(/Your saved address could not be loaded/)).not.toBeInTheDocument();
  });

  it('each address field has a length limit and says so past it (issue 41 §11)', async () => {
    const row = product(2);
    open(`/tools/generate/${row.image_id}`);
    const city = await screen.findByRole('textbox', { name: 'City' });
    await waitFor(() => expect(city).toHaveValue('Hong Kong'));
    fireEvent.change(city, { target: { value: 'x'.repeat(10_000) } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('At most 100 characters.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps what the user typed through a reload of the page (session draft)', async () => {
    const row = product(2);
    const first = open(`/tools/generate/${row.image_id}`);
    const city = await screen.findByRole('textbox', { name: 'City' });
    await waitFor(() => expect(city).toHaveValue('Hong Kong'));
    fireEvent.change(city, { target: { value: 'Kowloon' } });
    first.unmount();
    open(`/tools/generate/${row.image_id}`);
    expect(await screen.findByRole('textbox', { name: 'City' })).toHaveValue('Kowloon');
  });

  it('deliver: the produced modal on load, the chart, total paid, items and the maker', async () => {
    const row = product(3);
    open(`/tools/deliver/${row.image_id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Goods are being produced' });
    expect(within(dialog).getByText('We’ll update for status change')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Production period: Design day 1, Make days 2–3, Deliver day 4',
        hidden: true,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Maker: ${row.supplier.name}`)).toBeInTheDocument();
    // While the goods are made, a listing is offered as something to prepare early, not as listing now.
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'List for pre-sale', hidden: true })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Prepare the pre-sale listing', hidden: true }),
    ).toHaveAccessibleDescription(
      'Goods are being produced: you can prepare the listing now, before they are dispatched.',
    );
  });

  it('deliver: the production period runs Design, then Make, then Deliver, not side by side', async () => {
    open(`/tools/deliver/${product(3).image_id}`);
    await screen.findByRole('dialog', { name: 'Goods are being produced' });
    const bars = [...document.querySelectorAll('g[data-phase]')].map((g) => ({
      phase: g.getAttribute('data-phase'),
      start: Number(g.getAttribute('data-start')),
      end: Number(g.getAttribute('data-end')),
    }));
    expect(bars.map((b) => b.phase)).toEqual(['Design', 'Make', 'Deliver']);
    expect(bars[0].start).toBe(0);
    expect(bars[1].start).toBe(bars[0].end);
    expect(bars[2].start).toBe(bars[1].end);
    const rects = [...document.querySelectorAll('g[data-phase] rect')].map((r) =>
      Number(r.getAttribute('x')),
    );
    expect(rects[1]).toBeGreaterThan(rects[0]);
    expect(rects[2]).toBeGreaterThan(rects[1]);
  });

  it('deliver: total paid is what the order charged — 10 pieces with the fee read $264.00, not $240.00', async () => {
    const row = product(3);
    Object.assign(row, { sampling_cost: 24, sampling_price: 24, origin_price: 24, sampling_count: 10 });
    row.paid_amount = 264;
    row.paid_currency = 'USD';
    open(`/tools/deliver/${row.image_id}`);
    await screen.findByRole('dialog', { name: 'Goods are being produced' });
    expect(screen.getByTestId('total-paid')).toHaveTextContent('$264.00');
    expect(screen.getByText('10 pieces $240.00 + 10% service fee $24.00')).toBeInTheDocument();
    expect(screen.queryByText('$240.00', { selector: '[data-testid="total-paid"]' })).toBeNull();
  });

  it('deliver: once the operator records tracking, the page shows carrier and number and the modal says dispatched', async () => {
    const row = product(3);
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      open(`/tools/deliver/${row.image_id}`);
      await screen.findByRole('dialog', { name: 'Goods are being produced' });
      expect(screen.queryByText('Tracking number')).toBeNull();
      // The operator's /server/product/tracking, as the admin area sends it.
      row.tracking = { carrier: 'DHL', tracking_number: 'JD0001234567', note: 'Dispatched' };
      row.production_status = 4;
      await act(() => jest.advanceTimersByTimeAsync(SLOW_POLL_MS));
      expect(await screen.findByText('JD0001234567')).toBeInTheDocument();
      expect(screen.getByText('DHL', { selector: 'dd' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Goods are being produced' })).toBeNull();
      expect(screen.getByRole('dialog', { name: 'Your goods are on their way' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'List for pre-sale', hidden: true })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('pre-sale: messages, bounds, the income estimate, then "Applying for sell." and the Lab page', async () => {
    const row = product(4);
    const cost = row.sampling_cost;
    open(`/tools/pre-sale/${row.image_id}`);
    const price = await screen.findByRole('textbox', { name: 'Selling price' });
    expect(price).toHaveValue(String(row.suggested_selling_price));
    expect(screen.getByRole('slider', { name: 'Minimum number of buyers' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    const user = userEvent.setup();
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'Apply for pre-sale' }));
    expect(screen.getByText('Please input title!')).toBeInTheDocument();
    expect(screen.getByText('Please choose material!')).toBeInTheDocument();
    expect(screen.getByText('Please input price!')).toBeInTheDocument();

    await user.type(price, String(cost * 1.5 - 0.01));
    await user.click(screen.getByRole('button', { name: 'Apply for pre-sale' }));
    expect(screen.getByText(/^The price must be between/)).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, String(cost * 2));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Dew ring');
    await user.click(screen.getByRole('combobox', { name: 'Material' }));
    await user.click(await screen.findByRole('option', { name: 'Rose Gold' }));
    const margin = cost * 2 - cost;
    const income = within(screen.getByRole('region', { name: 'Income estimate' }));
    await waitFor(() => expect(income.getByText(`$${(margin * 0.7).toFixed(2)}`)).toBeInTheDocument());
    expect(income.getByText('30%')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply for pre-sale' }));
    expect(await screen.findByText('Applying for sell.')).toBeInTheDocument();
    expect(await screen.findByText('Lab page')).toBeInTheDocument();
    expect(row.pre_sale_status).toBe(1);
    expect(row.sell).toMatchObject({ title: 'Dew ring', material: 'Rose Gold', people_number: '30' });
  });

  it('sell form: a price that is not a number or outside 1.5×–20× is flagged as it is typed, and the estimate shows a dash', async () => {
    const row = product(4);
    const cost = row.sampling_cost;
    open(`/tools/pre-sale/${row.image_id}`);
    const price = await screen.findByRole('textbox', { name: 'Selling price' });
    const region = screen.getByRole('region', { name: 'Income estimate' });
    fireEvent.change(price, { target: { value: 'abc' } });
    expect(await screen.findByText('Please input price!')).toBeInTheDocument();
    expect(within(region).getAllByText('—')).toHaveLength(5);
    expect(within(region).getByText(/^Enter a valid selling price/)).toBeInTheDocument();
    expect(region.querySelector('.MuiSkeleton-root')).toBeNull();

    fireEvent.change(price, { target: { value: String(cost * 25) } });
    expect(await screen.findByText(/^The price must be between/)).toBeInTheDocument();
    expect(within(region).getAllByText('—')).toHaveLength(5);

    fireEvent.change(price, { target: { value: String(cost * 2) } });
    await waitFor(() => expect(screen.queryByText(/^The price must be between/)).toBeNull());
    await waitFor(() => expect(within(region).getByText(`$${(cost * 0.7).toFixed(2)}`)).toBeInTheDocument());
    expect(within(region).queryByText('—')).toBeNull();
    // Per piece and for the batch are two figures; the batch's size is named.
    expect(within(region).getByText('Income per piece')).toBeInTheDocument();
    expect(within(region).getByText('Total income (30 pieces)')).toBeInTheDocument();
    expect(within(region).queryByText('Income')).toBeNull();
  });
});
