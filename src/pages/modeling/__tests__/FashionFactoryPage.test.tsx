import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { configureTaskTiming } from '@mocks/engine/tasks';
import FashionFactoryPage from '@/pages/modeling/FashionFactoryPage';
import { pngFile } from '@/test/imageFiles';
import { renderWithProviders } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import { imageUrl } from '@/utils/imageUrl';
import { IMAGE_WIDTHS } from '@/features/modeling/constants';

const signIn = () => writeCookie('accessToken', DEMO_ACCESS_TOKEN);
const firstModelImage = () => db().templates.find((t) => t.prompt_id === 501)!.models[0].image_id;

function renderFactory(query: string) {
  const utils = renderWithProviders(<FashionFactoryPage />, {
    route: '/start',
    path: '/modeling/fashionFactory',
    routes: [
      { path: '/start', element: <p>Start page</p> },
      { path: '/space/avator', element: <p>Fashion Style looks</p> },
    ],
  });
  return {
    ...utils,
    open: () => act(() => utils.router.navigate(`/modeling/fashionFactory${query}`)),
  };
}

const task = (record_id: string, status: string, image_id?: number) => ({
  record_id,
  batch_id: 'b',
  status,
  progress: 0,
  function: { key: 'descImageGeneration' },
  params: { prompt: 'Put the clothes on the model', image_id: 7 },
  result: image_id ? [{ image_id, path: `/mock-media/art/photo-${image_id}_3x4.svg` }] : [],
  record_tasks: status === 'failure' ? [{ task_id: 't', status, failReason: 'No model' }] : [],
  create_time: '2026-01-01T00:00:00Z',
});

describe('fashion factory rules', () => {
  beforeEach(signIn);

  it("without an image offers the way forward (the Fashion Style looks), not a blank stage answering 'Missing image_id'", async () => {
    const user = userEvent.setup();
    const { open, router } = renderFactory('');
    await open();
    const start = screen.getByRole('region', { name: 'Pick a look first' });
    expect(screen.queryByRole('button', { name: /^Generate outfit/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Missing image_id')).not.toBeInTheDocument();
    await user.click(within(start).getByRole('link', { name: 'Browse the Fashion Style looks' }));
    expect(router.state.location.pathname).toBe('/space/avator');
  });

  it('goes back a page with Back', async () => {
    const user = userEvent.setup();
    const { open } = renderFactory(`?image_id=${firstModelImage()}&prompt_id=501`);
    await open();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Start page')).toBeInTheDocument();
  });

  it('asks for a clothing image first, and shows the step list with Clothing active', async () => {
    const user = userEvent.setup();
    const { open } = renderFactory(`?image_id=${firstModelImage()}&prompt_id=501`);
    await open();
    expect(await screen.findByRole('img', { name: /Street I 1/ })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Steps' });
    expect(within(steps).getByText('Clothing').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(steps).getByText('Photo set').closest('li')).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: /^Generate outfit/ }));
    expect(await screen.findByText('Please upload at least one image first')).toBeInTheDocument();
  });

  it('refuses placeholder ids and templates without descriptions', async () => {
    const user = userEvent.setup();
    const { open } = renderFactory('?image_id=temp_1&prompt_id=501');
    await open();
    await user.upload(screen.getByTestId('clothing-input'), pngFile('shirt.png'));
    expect(await screen.findByRole('img', { name: 'Clothing 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Generate outfit/ }));
    expect(
      await screen.findByText('Invalid image_id, please refresh the page and try again'),
    ).toBeInTheDocument();
  });

  it('holds Generate outfit until the look is shown, and says why when it failed to load', async () => {
    server.use(
      http.get('*/api/image/info', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
    );
    const { open } = renderFactory(`?image_id=${firstModelImage()}&prompt_id=501`);
    await open();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    const generate = screen.getByRole('button', { name: /^Generate outfit/ });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription(/Failed to load image/);
  });

  it("says 'Missing available description information' for an unknown template", async () => {
    const user = userEvent.setup();
    const { open } = renderFactory(`?image_id=${firstModelImage()}&prompt_id=99999`);
    await open();
    expect(await screen.findByRole('img', { name: /Street I 1/ })).toBeInTheDocument();
    await user.upload(screen.getByTestId('clothing-input'), pngFile('shirt.png'));
    expect(await screen.findByRole('img', { name: 'Clothing 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Generate outfit/ }));
    expect(await screen.findByText('Missing available description information')).toBeInTheDocument();
  });
});

describe('fashion factory photoset (mock clock)', () => {
  const realSetTimeout = globalThis.setTimeout;
  let photosetReplies: ReturnType<typeof task>[][] = [];
  let photosetRequests = 0;
  let created: unknown[] = [];

  beforeEach(() => {
    signIn();
    jest.useFakeTimers({
      doNotFake: ['queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    photosetRequests = 0;
    created = [];
    server.use(
      http.get('*/api/image/getTasksByBatchId', ({ request }) => {
        const batch = new URL(request.url).searchParams.get('batch_id');
        if (batch === 'bat_outfit')
          return HttpResponse.json({ code: 0, message: 'success', data: [task('o1', 'success', 901)] });
        photosetRequests += 1;
        const reply = photosetReplies.length > 1 ? photosetReplies.shift()! : photosetReplies[0];
        return HttpResponse.json({ code: 0, message: 'success', data: reply });
      }),
      http.post('*/api/image/createDescImages', async ({ request }) => {
        created = (await request.json()) as unknown[];
        return HttpResponse.json({
          code: 0,
          message: 'ok',
          data: { tasks: created.map((_, i) => ({ batch_id: 'bat_set', record_id: `p${i}` })) },
        });
      }),
    );
  });
  afterEach(() => jest.useRealTimers());

  async function tick(ms: number) {
    await act(() => jest.advanceTimersByTimeAsync(ms));
    for (let i = 0; i < 20; i += 1) {
      await act(async () => {
        await new Promise((resolve) => realSetTimeout(resolve, 10));
        await jest.advanceTimersByTimeAsync(0);
      });
    }
  }

  const running = Array.from({ length: 12 }, (_, i) => task(`p${i}`, 'progress'));
  const finished = Array.from({ length: 12 }, (_, i) =>
    i === 3 || i === 7 ? task(`p${i}`, 'failure') : task(`p${i}`, 'success', 1000 + i),
  );

  it('Next makes 12 tasks from the history, waits 2 s, then polls the batch until done; failed ones drop out', async () => {
    photosetReplies = [running, finished];
    const { open, router } = renderFactory(
      `?image_id=${firstModelImage()}&prompt_id=501&batch_id=bat_outfit`,
    );
    await open();
    await tick(0);
    const next = await screen.findByRole('button', { name: /^Next/ });
    fireEvent.click(next);
    await tick(0);
    expect(created).toHaveLength(12);
    expect(created.every((item) => (item as { image_id: number }).image_id === 901)).toBe(true);
    expect((created[0] as { prompt: string }).prompt).toBe('Put the clothes on the model');
    await tick(1900);
    expect(screen.getByRole('heading', { name: 'Confirm the look' })).toBeInTheDocument();
    await tick(200);
    expect(screen.getByRole('heading', { name: 'Get your photoset' })).toBeInTheDocument();
    expect(screen.getByText('Generate 12 unique photos in different styles')).toBeInTheDocument();
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('mode')).toBe('photoset');
    expect(query.get('batch_id')).toBe('bat_set');
    expect(screen.getByText('0 / 12 photos')).toBeInTheDocument();
    await tick(3000);
    // Counted against the 12 asked for (a designer read '10 / 10' under 'Generate 12 unique photos'), failures named.
    expect(screen.getByText('10 / 12 photos · 2 failed')).toBeInTheDocument();
    const calls = photosetRequests;
    await tick(9000);
    expect(photosetRequests).toBe(calls);
  });

  it('opens the photoset directly from mode=photoset&batch_id=, and Back resets to the look', async () => {
    photosetReplies = [finished];
    const { open, router } = renderFactory(
      `?image_id=${firstModelImage()}&prompt_id=501&mode=photoset&batch_id=bat_set`,
    );
    await open();
    await tick(0);
    expect(screen.getByRole('heading', { name: 'Get your photoset' })).toBeInTheDocument();
    expect(screen.getByText('10 / 12 photos · 2 failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download all' })).toBeEnabled();
    // Each photo can be compared with the look it was made from (issue 29 §1).
    fireEvent.click(screen.getByRole('button', { name: 'Compare with original' }));
    expect(screen.getByRole('slider', { name: 'Compare with the original' })).toBeInTheDocument();
    const look = db().images.find((image) => image.image_id === firstModelImage())!;
    expect(screen.getByRole('img', { name: 'Original image' })).toHaveAttribute(
      'src',
      imageUrl(look.path, { width: IMAGE_WIDTHS.main }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await tick(0);
    expect(screen.getByRole('heading', { name: 'Confirm the look' })).toBeInTheDocument();
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('batch_id')).toBeNull();
    expect(query.get('mode')).toBeNull();
    expect(query.get('prompt_id')).toBe('501');
    const calls = photosetRequests;
    await tick(6000);
    expect(photosetRequests).toBe(calls);
  });

  it("says 'No available historical image data' when the look has no result", async () => {
    server.use(
      http.get('*/api/image/getTasksByBatchId', () =>
        HttpResponse.json({ code: 0, message: 'success', data: [task('o1', 'progress')] }),
      ),
    );
    const { open } = renderFactory(`?image_id=${firstModelImage()}&prompt_id=501&batch_id=bat_outfit`);
    await open();
    await tick(0);
    expect(screen.queryByRole('button', { name: /^Next/ })).not.toBeInTheDocument();
    // The running notice, and the reason under Generate outfit.
    expect(screen.getAllByText('Creating images, please wait...')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /^Generate outfit/ })).toHaveAccessibleDescription(
      'Creating images, please wait...',
    );
  });
});

describe('fashion factory against the mock backend', () => {
  beforeEach(() => {
    signIn();
    configureTaskTiming({ minMs: 200, maxMs: 400 });
  });

  it('generates the outfit (one task per description) after a garment upload', async () => {
    const user = userEvent.setup();
    const { open } = renderFactory(`?image_id=${firstModelImage()}&prompt_id=501`);
    await open();
    await user.upload(screen.getByTestId('clothing-input'), pngFile('shirt.png'));
    expect(await screen.findByRole('img', { name: 'Clothing 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Generate outfit/ }));
    // One garment, two outfits on their way: the message counts outfits, not uploaded pictures.
    expect(
      await screen.findByText('Successfully submitted generation task: 2 outfits of your clothing'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/with 2 images/)).toBeNull();
    expect(await screen.findByRole('button', { name: /^Next/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Outfit \d/ })).toHaveLength(2));
  });
});

describe('fashion factory after a reload (spec 3 §4.3)', () => {
  beforeEach(() => {
    signIn();
    configureTaskTiming({ minMs: 200, maxMs: 400 });
  });

  async function generateOutfit(query: string) {
    const user = userEvent.setup();
    const view = renderFactory(query);
    await view.open();
    await user.upload(screen.getByTestId('clothing-input'), pngFile('shirt.png'));
    expect(await screen.findByRole('img', { name: 'Clothing 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Generate outfit/ }));
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Outfit \d/ })).toHaveLength(2));
    return view;
  }

  it('opened again without the batch in the address, restores the paid outfits, their clothing and Next', async () => {
    const { router, unmount } = await generateOutfit(`?image_id=${firstModelImage()}&prompt_id=501`);
    const batch = new URLSearchParams(router.state.location.search).get('batch_id');
    expect(batch).toMatch(/^bat_/);
    unmount();
    // The page loaded afresh with only the look and the template in its address.
    const reloaded = renderWithProviders(<FashionFactoryPage />, {
      route: `/modeling/fashionFactory?image_id=${firstModelImage()}&prompt_id=501`,
      path: '/modeling/fashionFactory',
    });
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Outfit \d/ })).toHaveLength(2));
    expect(screen.getByRole('img', { name: 'Clothing 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Next/ })).toBeInTheDocument();
    expect(new URLSearchParams(reloaded.router.state.location.search).get('batch_id')).toBe(batch);
  });

  it('reloaded with the batch in the address, shows the clothing the outfits were made with', async () => {
    const { router, unmount } = await generateOutfit(`?image_id=${firstModelImage()}&prompt_id=501`);
    const search = router.state.location.search;
    unmount();
    renderWithProviders(<FashionFactoryPage />, {
      route: `/modeling/fashionFactory${search}`,
      path: '/modeling/fashionFactory',
    });
    expect(await screen.findByRole('img', { name: 'Clothing 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Outfit \d/ })).toHaveLength(2));
  });
});

describe('photoset Generate under a photo', () => {
  beforeEach(() => {
    signIn();
    configureTaskTiming({ minMs: 200, maxMs: 400 });
    const base = firstModelImage();
    server.use(
      http.get('*/api/image/getTasksByBatchId', () =>
        HttpResponse.json({
          code: 0,
          message: 'success',
          data: [
            {
              ...task('p0', 'success', base),
              params: { prompt: 'Put the clothes on the model', image_id: base },
            },
          ],
        }),
      ),
    );
  });

  it('adds a processing placeholder that becomes a related image', async () => {
    const user = userEvent.setup();
    const { open } = renderFactory(
      `?image_id=${firstModelImage()}&prompt_id=501&mode=photoset&batch_id=bat_x`,
    );
    await open();
    const prompt = await screen.findByRole('textbox', { name: 'Prompt' });
    expect(prompt).toHaveValue('Put the clothes on the model');
    await user.clear(prompt);
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    expect(await screen.findByText('Missing prompt for this image')).toBeInTheDocument();
    configureTaskTiming({ minMs: 4000, maxMs: 4000 });
    await user.type(prompt, 'Same look, seated on a bench');
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    const related = await screen.findByRole('navigation', { name: 'Related images' });
    expect(await within(related).findByRole('button', { name: 'Generating' })).toBeDisabled();
    expect(await screen.findByText('Image generated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Related image 1' })).toBeInTheDocument();
  });

  it('marks a failed generation and retries it', async () => {
    const user = userEvent.setup();
    const { open } = renderFactory(
      `?image_id=${firstModelImage()}&prompt_id=501&mode=photoset&batch_id=bat_x`,
    );
    await open();
    const prompt = await screen.findByRole('textbox', { name: 'Prompt' });
    await user.clear(prompt);
    await user.type(prompt, 'make it fail');
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    expect(await screen.findByText(/^Generation failed: /)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Failed\. Try again\?/ }));
    expect(await screen.findByText('Retry task submitted successfully')).toBeInTheDocument();
  });
});
