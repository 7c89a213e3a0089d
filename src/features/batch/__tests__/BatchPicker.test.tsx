import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { DEMO_ACCESS_TOKEN, DEMO_USER_ID } from '@mocks/db/seed';
import { ownImagesApi } from '@/api/endpoints/ownImages';
import { useGetUserInfoQuery } from '@/api/endpoints/user';
import { renderWithProviders } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import { pngFile } from '@/test/imageFiles';
import { BatchButton } from '../components/BatchButton';
import { BatchPicker } from '../components/BatchPicker';
import { readBatches } from '../store';
import { LIBRARY_PAGE_SIZE } from '../useBatchPicker';

const OWNER = String(DEMO_USER_ID);
const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'success', data });

const picture = (id: number) => ({
  image_id: 1000 + id,
  name: `Ring ${id}`,
  path: `/media/ring-${id}.png`,
  width: 800,
  height: 800,
});

/** The asset library of `count` products, paged as the server pages it. */
function library(count: number) {
  server.use(
    http.get('*/api/image/self', ({ request }) => {
      const url = new URL(request.url);
      const current = Number(url.searchParams.get('current') ?? 1);
      const size = Number(url.searchParams.get('pageSize') ?? 20);
      const all = Array.from({ length: count }, (_, index) => picture(index + 1));
      return ok({
        list: all.slice((current - 1) * size, current * size),
        total: count,
        current,
        pageSize: size,
      });
    }),
  );
}

const balance = (points: number) =>
  server.use(http.get('*/api/user/points', () => ok({ points, total: points })));

function Signed({ children }: { children: React.ReactNode }) {
  useGetUserInfoQuery();
  return <>{children}</>;
}

const SETTINGS = { prompt: 'on white marble', templateIds: [7], model: 'gpt-image-1' };

beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));
afterEach(() => window.localStorage.clear());

describe("'Apply to several products': the picker (issue 45 §1)", () => {
  it('picks up to 20 products and shows generations, total credits and the balance after', async () => {
    library(22);
    balance(200);
    const user = userEvent.setup();
    renderWithProviders(
      <Signed>
        <BatchPicker
          open
          onClose={() => undefined}
          tool="static"
          functionKey="descImageGeneration"
          settings={{ ...SETTINGS, templateIds: [7, 8] }}
          perProduct={2}
        />
      </Signed>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Apply to several products' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Product Ring 1' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Product Ring 2' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 products chosen (at most 20)');
    // Two templates: two generations per product, 1 credit each (descImageGeneration).
    await waitFor(() => expect(screen.getByTestId('batch-cost-Total credits')).toHaveTextContent('4'));
    expect(screen.getByTestId('batch-cost-Generations')).toHaveTextContent('4');
    expect(screen.getByTestId('batch-cost-Balance after')).toHaveTextContent('196');

    // Page 1 holds 18; choosing all of them and two more of page 2 reaches the limit of 20.
    for (let id = 3; id <= 18; id += 1)
      fireEvent.click(within(dialog).getByRole('checkbox', { name: `Product Ring ${id}` }));
    await user.click(within(dialog).getByRole('button', { name: 'Go to page 2' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Product Ring 19' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Product Ring 20' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('20 products chosen (at most 20)');
    expect(within(dialog).getByRole('checkbox', { name: 'Product Ring 21' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Product Ring 20' })).toBeEnabled();
    expect(screen.getByTestId('batch-cost-Total credits')).toHaveTextContent('40');
    expect(screen.getByTestId('batch-cost-Balance after')).toHaveTextContent('160');
  });

  it('sends nothing without enough credits: the payment path, the batch kept for the way back', async () => {
    library(3);
    balance(1);
    let created = 0;
    server.use(
      http.post('*/api/image/createDescImage', () => {
        created += 1;
        return ok({ record_id: 'never' });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders(
      <Signed>
        <BatchPicker
          open
          onClose={() => undefined}
          tool="static"
          functionKey="descImageGeneration"
          settings={SETTINGS}
          perProduct={1}
        />
      </Signed>,
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Product Ring 1' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Product Ring 2' }));
    expect(
      await within(dialog).findByText('Not enough credits for this batch: 2 needed, 1 in your balance.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Get credits' }));
    const [kept] = readBatches(OWNER);
    expect(kept.items.map((item) => [item.imageId, item.state])).toEqual([
      [1001, 'queued'],
      [1002, 'queued'],
    ]);
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/payment');
    expect(new URLSearchParams(search).get('back')).toBe(`/marketing/batch/${kept.id}`);
    expect(created).toBe(0);
  });
});

describe("'Apply to several products': several files at once", () => {
  it('uploads several pictures beside the asset library, each chosen as it lands and named after its file', async () => {
    library(1);
    balance(200);
    const user = userEvent.setup();
    renderWithProviders(
      <Signed>
        <BatchPicker
          open
          onClose={() => undefined}
          tool="static"
          functionKey="descImageGeneration"
          settings={SETTINGS}
          perProduct={1}
        />
      </Signed>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('checkbox', { name: 'Product Ring 1' })).not.toBeChecked();
    await user.upload(within(dialog).getByTestId('batch-upload'), [
      pngFile('blue dress.png'),
      pngFile('red coat.png'),
    ]);
    const uploaded = await within(dialog).findByRole('list', { name: 'Uploaded products' });
    await waitFor(() => expect(within(uploaded).getAllByRole('checkbox')).toHaveLength(2));
    expect(within(uploaded).getByRole('checkbox', { name: 'Product blue dress' })).toBeChecked();
    expect(within(uploaded).getByRole('checkbox', { name: 'Product red coat' })).toBeChecked();
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 products chosen');
    await waitFor(() => expect(screen.getByTestId('batch-cost-Total credits')).toHaveTextContent('2'));
  });
});

describe("'Apply to several products': uploads land in the asset library", () => {
  it('keeps the pictures uploaded in the picker as products of the asset library', async () => {
    // The mock backend's own asset library (no stand-in list): what the seller finds there next time.
    balance(200);
    const user = userEvent.setup();
    const { store } = renderWithProviders(
      <Signed>
        <BatchPicker
          open
          onClose={() => undefined}
          tool="static"
          functionKey="descImageGeneration"
          settings={SETTINGS}
          perProduct={1}
        />
      </Signed>,
    );
    const dialog = await screen.findByRole('dialog');
    const library = await within(dialog).findByRole('list', { name: 'Your asset library' });
    expect(within(library).queryByRole('checkbox', { name: 'Product blue dress' })).toBeNull();
    await user.upload(within(dialog).getByTestId('batch-upload'), [
      pngFile('blue dress.png'),
      pngFile('red coat.png'),
    ]);
    const uploaded = await within(dialog).findByRole('list', { name: 'Uploaded products' });
    await waitFor(() => expect(within(uploaded).getAllByRole('checkbox')).toHaveLength(2));
    // The asset library, as any screen asks for it, now starts with them (newest first).
    const page = await store
      .dispatch(
        ownImagesApi.endpoints.getOwnImagesPage.initiate(
          { type: 'inspiration', current: 1, pageSize: LIBRARY_PAGE_SIZE },
          { forceRefetch: true },
        ),
      )
      .unwrap();
    expect(page.list.slice(0, 2).map((image) => image.name)).toEqual(
      expect.arrayContaining(['blue dress', 'red coat']),
    );
    // In the picker they show once, among the uploads, not a second time in the library below.
    await waitFor(() => expect(within(library).getAllByRole('checkbox').length).toBeGreaterThan(0));
    expect(within(library).queryByRole('checkbox', { name: 'Product blue dress' })).toBeNull();
  });
});

describe("'Apply to several products': the button", () => {
  it('says why it cannot start yet, and opens the picker when it can', async () => {
    library(2);
    const user = userEvent.setup();
    const props = {
      tool: 'static' as const,
      functionKey: 'descImageGeneration' as const,
      settings: SETTINGS,
      perProduct: 1,
    };
    function Toggle() {
      const [blocked, setBlocked] = useState<string | null>('Choose a template first');
      return (
        <>
          <button type="button" onClick={() => setBlocked(null)}>
            Choose a template
          </button>
          <BatchButton {...props} blocked={blocked} />
        </>
      );
    }
    renderWithProviders(<Toggle />);
    const button = screen.getByRole('button', { name: 'Apply to several products' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'Choose a template first');
    await user.click(screen.getByRole('button', { name: 'Choose a template' }));
    await user.click(screen.getByRole('button', { name: 'Apply to several products' }));
    expect(await screen.findByRole('dialog', { name: 'Apply to several products' })).toBeVisible();
  });
});
