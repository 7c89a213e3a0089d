import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { scenarios, server } from '@mocks/node';
import { http } from 'msw';
import { db } from '@mocks/db';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import InfoPage from '@/pages/tools/InfoPage';
import InspirationPage from '@/pages/tools/InspirationPage';
import { renderWithProviders } from '@/test/render';
import { countRequests } from '@/test/requests';
import { writeCookie } from '@/utils/cookies';
import { imageUrl } from '@/utils/imageUrl';
import { PRESET_PROMPTS } from '@/features/image-info/constants';
import { REVIEW_POLL_MS } from '@/utils/statusFreshness';
import { setupThrottledListeners } from '@/app/focusListeners';

beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));

function Location() {
  return <p data-testid="location">{window.location.pathname}</p>;
}

function renderInfo(id: number | string) {
  return renderWithProviders(<InfoPage />, {
    route: `/tools/info/${id}`,
    path: '/tools/info/:id',
    routes: [
      { path: '/tools/inspiration', element: <p>Inspiration page</p> },
      { path: '/tools/generate/:id', element: <p>Generate page</p> },
      { path: '/tools/deliver/:id', element: <p>Deliver page</p> },
      { path: '/tools/pre-sale/:id', element: <p>Pre-sale page</p> },
      { path: '/marketing/content', element: <Location /> },
    ],
  });
}

const imageWithStatus = (status: number) =>
  db().products.find((p) => p.production_status === status)!.image_id;
const imageWithoutProduct = () =>
  db().images.find(
    (img) => img.owner_id === 1 && img.record_id && !db().products.some((p) => p.image_id === img.image_id),
  )!.image_id;

describe('InfoPage', () => {
  it('shows the product name, finish time, prompt, ratio and attributes of the record', async () => {
    const id = imageWithoutProduct();
    const image = db().images.find((img) => img.image_id === id)!;
    renderInfo(id);
    expect(screen.getByRole('status', { name: 'Loading image' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: image.name! })).toBeInTheDocument();
    expect(screen.getByText(image.prompt!)).toBeInTheDocument();
    expect(screen.getByText(/^\d{4}-\d{1,2}-\d{1,2} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText(image.ar)).toBeInTheDocument();
    // One key-value style: every term of the list reads alike, the ratio's too (it said 'Ratio:' beside 'Prompt').
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms.slice(0, 2)).toEqual(['Prompt', 'Ratio']);
    expect(terms.filter((term) => /[:：]\s*$/.test(term ?? ''))).toEqual([]);
    expect(screen.getByRole('link', { name: 'Goto Market Content' })).toHaveAttribute(
      'href',
      `/marketing/content?image_id=${id}`,
    );
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/tools/inspiration');
  });

  it('compares a Vary result with the image it was made from; an image made from a prompt has no compare', async () => {
    const vary = db().records.find(
      (record) =>
        record.user_id === 1 && record.function_key === 'imageChat' && record.result_image_ids.length,
    )!;
    const source = db().images.find((img) => img.image_id === vary.params.image_id)!;
    const view = renderInfo(vary.result_image_ids[0]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Compare with original' }));
    expect(screen.getByRole('slider', { name: 'Compare with the original' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Original image' })).toHaveAttribute(
      'src',
      imageUrl(source.path, { width: 800 }),
    );
    view.unmount();
    localStorage.clear();
    renderInfo(source.image_id);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compare with original' })).not.toBeInTheDocument();
  });

  it('falls back to "product name" without a record', async () => {
    const id = db().images.find((img) => !img.record_id)!.image_id;
    renderInfo(id);
    expect(await screen.findByRole('heading', { level: 1, name: 'product name' })).toBeInTheDocument();
  });

  it('shows a way back for an unknown image', async () => {
    renderInfo(987654321);
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Inspiration' })).toHaveAttribute(
      'href',
      '/tools/inspiration',
    );
  });

  it('shows a way back for an id that is not a number', async () => {
    renderInfo('abc');
    expect(await screen.findByText('404')).toBeInTheDocument();
  });

  it('runs Vary Subtle as one imageChat item and lands on the inspiration screen', async () => {
    const user = userEvent.setup();
    const id = imageWithoutProduct();
    const before = db().records.length;
    renderInfo(id);
    await user.click(await screen.findByRole('button', { name: 'Vary Subtle' }));
    expect(await screen.findByText('Inspiration page')).toBeInTheDocument();
    const created = db().records.slice(before);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ function_key: 'imageChat' });
    expect(created[0].params).toMatchObject({
      image_id: id,
      prompt: PRESET_PROMPTS['vary-subtle'],
      model: 'gpt-4o-image-generation',
      api_platform: '302AI',
    });
  });

  it('lands on /tools/inspiration?reset=true with the new record already polling', async () => {
    const polled: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/action/getTask')) polled.push(url.searchParams.get('record_id') ?? '');
    };
    server.events.on('request:start', listen);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<InfoPage />, {
      route: `/tools/info/${imageWithoutProduct()}`,
      path: '/tools/info/:id',
      routes: [{ path: '/tools/inspiration', element: <InspirationPage /> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Upscale Strong' }));
    await waitFor(() => expect(router.state.location.search).toBe('?reset=true'));
    const created = db().records[db().records.length - 1];
    expect(created.params.prompt).toBe(PRESET_PROMPTS['upscale-strong']);
    expect(await screen.findByText(PRESET_PROMPTS['upscale-strong'])).toBeInTheDocument();
    await waitFor(() => expect(polled).toContain(created.record_id));
    server.events.removeListener('request:start', listen);
  });

  it.each([
    ['Vary Strong', 'vary-strong'],
    ['Upscale Subtle', 'upscale-subtle'],
    ['Upscale Strong', 'upscale-strong'],
  ] as const)('%s sends its preset prompt', async (label, preset) => {
    const user = userEvent.setup();
    const before = db().records.length;
    renderInfo(imageWithoutProduct());
    await user.click(await screen.findByRole('button', { name: label }));
    expect(await screen.findByText('Inspiration page')).toBeInTheDocument();
    expect(db().records[before].params.prompt).toBe(PRESET_PROMPTS[preset]);
  });

  it('says when the variation cannot be submitted', async () => {
    server.use(http.post('*/api/image/createDescImages', () => Response.json({ code: 500, message: 'x' })));
    const user = userEvent.setup();
    renderInfo(imageWithoutProduct());
    await user.click(await screen.findByRole('button', { name: 'Vary Subtle' }));
    expect(await screen.findByText('Mission submission failed.')).toBeInTheDocument();
  });

  it('a variation is paid work: one submission however often it is clicked', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/image/createDescImages', async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return undefined;
      }),
    );
    const user = userEvent.setup();
    const before = db().records.length;
    renderInfo(imageWithoutProduct());
    const vary = await screen.findByRole('button', { name: 'Vary Subtle' });
    await user.dblClick(vary);
    // Busy until the submission is answered: a further click cannot reach it.
    expect(vary).toBeDisabled();
    expect(await screen.findByText('Inspiration page')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(db().records.slice(before)).toHaveLength(1);
  });

  it('a balance below its cost stops a variation before anything is sent, with the way to credits', async () => {
    server.use(...scenarios.outOfCredits);
    const user = userEvent.setup();
    const before = db().records.length;
    renderInfo(imageWithoutProduct());
    await user.click(await screen.findByRole('button', { name: 'Vary Subtle' }));
    expect(await screen.findByText(/Not enough credits/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get credits' })).toBeInTheDocument();
    expect(db().records).toHaveLength(before);
    expect(screen.queryByText('Inspiration page')).not.toBeInTheDocument();
  });

  it('moves through the history thumbnails with ArrowUp / ArrowDown', async () => {
    const user = userEvent.setup();
    renderInfo(imageWithoutProduct());
    const strip = await screen.findByRole('navigation', { name: 'Generation history' });
    const thumb = (index: number) =>
      within(screen.getByRole('navigation', { name: 'Generation history' })).getAllByRole('button')[index];
    expect(
      within(strip)
        .getAllByRole('button')
        .some((item) => item.getAttribute('aria-current') === 'page'),
    ).toBe(true);
    // Each is named by its record's prompt: content a translator leaves alone (issue 30).
    expect(thumb(0)).toHaveAttribute('translate', 'no');
    await user.click(thumb(0));
    await waitFor(() => expect(thumb(0)).toHaveAttribute('aria-current', 'page'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(thumb(1)).toHaveAttribute('aria-current', 'page'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(thumb(2)).toHaveAttribute('aria-current', 'page'));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(thumb(1)).toHaveAttribute('aria-current', 'page'));
  });
});

describe('Go to Making & Pre-sale', () => {
  it('applies for review from produceNow, then waits with the status modal', async () => {
    const user = userEvent.setup();
    const id = imageWithStatus(0);
    renderInfo(id);
    await user.click(await screen.findByRole('button', { name: 'Go to Making & Pre-sale' }));
    expect(await screen.findByText('Applying for review')).toBeInTheDocument();
    expect(
      await screen.findByRole('dialog', { name: 'The product is undergoing cost assessment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wait for Approve', hidden: true })).toBeDisabled();
  });

  it('under review: disabled, modal with the four steps, closes on Close, withdraws with apply=false', async () => {
    const user = userEvent.setup();
    const id = imageWithStatus(1);
    renderInfo(id);
    const dialog = await screen.findByRole('dialog', { name: 'The product is undergoing cost assessment' });
    expect(screen.getByRole('button', { name: 'Wait for Approve', hidden: true })).toBeDisabled();
    for (const step of ['Valuation', 'Pay', 'Make', 'Deliver'])
      expect(within(dialog).getByText(step)).toBeInTheDocument();
    expect(within(dialog).getByText("We'll update for status change")).toBeInTheDocument();
    // Dismissing is Close: a 'Cancel' beside 'Withdraw application' read as cancelling the application.
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    // The ✕ in the title and the action both say Close.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Production status' }));
    const reopened = await screen.findByRole('dialog');
    await user.click(within(reopened).getByRole('button', { name: 'Withdraw application' }));
    expect(await screen.findByText('Cancel apply')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Go to Making & Pre-sale' })).toBeEnabled();
    expect(db().products.find((p) => p.image_id === id)!.production_status).toBe(0);
  });

  it('closes the modal on a backdrop click', async () => {
    const user = userEvent.setup();
    renderInfo(imageWithStatus(1));
    const dialog = await screen.findByRole('dialog');
    // The container around the paper is the clickable mask.
    await user.click(dialog.parentElement!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    [2, 'Generate page'],
    [3, 'Deliver page'],
    [4, 'Pre-sale page'],
  ])('status %i navigates to its page', async (status, page) => {
    const user = userEvent.setup();
    renderInfo(imageWithStatus(status));
    await user.click(await screen.findByRole('button', { name: 'Go to Making & Pre-sale' }));
    expect(await screen.findByText(page)).toBeInTheDocument();
  });

  it('dismissed applications offer nothing', async () => {
    renderInfo(imageWithStatus(5));
    expect(await screen.findByRole('button', { name: 'Go to Making & Pre-sale' })).toBeDisabled();
  });

  it('notices the approval by itself: under review it asks again every 3 s and the button and modal follow', async () => {
    const id = imageWithStatus(1);
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      renderInfo(id);
      await screen.findByRole('dialog', { name: 'The product is undergoing cost assessment' });
      // The back office approves the cost (the mock's review, as /server/product/reviewMaking does it).
      const row = db().products.find((p) => p.image_id === id)!;
      row.production_status = 2;
      row.sampling_cost = 30;
      await act(() => jest.advanceTimersByTimeAsync(REVIEW_POLL_MS));
      expect(await screen.findByRole('button', { name: 'Go to Making & Pre-sale' })).toBeEnabled();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.queryByRole('button', { name: 'Wait for Approve', hidden: true })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops asking once the product has left review', async () => {
    const requests = countRequests('/image/info');
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      renderInfo(imageWithStatus(2));
      await screen.findByRole('button', { name: 'Go to Making & Pre-sale' });
      const settled = requests.count;
      await act(() => jest.advanceTimersByTimeAsync(REVIEW_POLL_MS * 5));
      expect(requests.count).toBe(settled);
    } finally {
      requests.stop();
      jest.useRealTimers();
    }
  });
});

it('pauses asking while the page is hidden and asks again when it is back', async () => {
  const requests = countRequests('/image/info');
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  try {
    const { store } = renderInfo(imageWithStatus(1));
    const stopListening = setupThrottledListeners(store.dispatch);
    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    const setVisibility = (state: DocumentVisibilityState) => {
      visibility.mockReturnValue(state);
      act(() => {
        window.dispatchEvent(new Event('visibilitychange'));
      });
    };
    await screen.findByRole('dialog', { name: 'The product is undergoing cost assessment' });
    // The app's visibility listener (app/focusListeners) hears the page go to the background.
    setVisibility('hidden');
    const hidden = requests.count;
    await act(() => jest.advanceTimersByTimeAsync(REVIEW_POLL_MS * 3));
    expect(requests.count).toBe(hidden);
    setVisibility('visible');
    await act(() => jest.advanceTimersByTimeAsync(REVIEW_POLL_MS * 2));
    expect(requests.count).toBeGreaterThan(hidden);
    stopListening();
    visibility.mockRestore();
  } finally {
    requests.stop();
    jest.useRealTimers();
  }
});

describe('InfoPage failures', () => {
  it('says a server error could not load the page and offers Retry; not-found only for a real 404', async () => {
    server.use(...scenarios.serverError);
    const id = imageWithoutProduct();
    const user = userEvent.setup();
    renderInfo(id);
    expect(await screen.findByText('This image could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('404')).toBeNull();
    expect(screen.queryByText('This image does not exist or is no longer available.')).toBeNull();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const image = db().images.find((img) => img.image_id === id)!;
    expect(await screen.findByRole('heading', { level: 1, name: image.name! })).toBeInTheDocument();
  });
});
