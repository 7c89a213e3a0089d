/**
 * 'Use in…' on every result viewer (issue 45 §2): each offers it, and the chosen tool opens with that picture in,
 * by its image id, saying where it came from — no download and no upload on the way.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { renderWithProviders, type LocationProbe } from '@/test/render';
import { countRequests } from '@/test/requests';
import { writeCookie } from '@/utils/cookies';
import FashionFactoryPage from '@/pages/modeling/FashionFactoryPage';
import ModelingPage from '@/pages/modeling/ModelingPage';
import MarketingContentPage from '@/pages/marketing/MarketingContentPage';
import SpacePage from '@/pages/space/SpacePage';
import InfoPage from '@/pages/tools/InfoPage';
import InspirationPage from '@/pages/tools/InspirationPage';

/** Where a chosen tool lands: the test reads the address. */
const NEXT = [
  { path: '/modeling/content', element: <p>Next screen</p> },
  { path: '/marketing/content', element: <p>Next screen</p> },
  { path: '/modeling/fashionFactory', element: <p>Next screen</p> },
  { path: '/tools/inspiration', element: <p>Next screen</p> },
];

let uploads: ReturnType<typeof countRequests>;
beforeEach(() => {
  writeCookie('accessToken', DEMO_ACCESS_TOKEN);
  uploads = countRequests('/upload');
});
afterEach(() => uploads.stop());

/** Opens the first 'Use in…' of the screen, picks `target`, and returns the next screen's address. */
async function useIn(
  router: LocationProbe,
  target: string,
  button = /^Use .+ in another tool$|^Use in…$/,
  which: 'first' | 'last' = 'first',
) {
  const user = userEvent.setup();
  const buttons = await screen.findAllByRole('button', { name: button }, { timeout: 5000 });
  await user.click(which === 'first' ? buttons[0] : buttons[buttons.length - 1]);
  const menu = await screen.findByRole('menu');
  await user.click(within(menu).getByRole('menuitem', { name: target }));
  await screen.findByText('Next screen');
  const { pathname, search } = router.state.location;
  return { pathname, query: new URLSearchParams(search) };
}

/** A picture of the user's with generated pictures beside it (its images_desc), and the first of those. */
function imageWithResults() {
  const image = db().images.find((candidate) =>
    candidate.images_desc.some((desc) => !desc.is_main && desc.image_id !== candidate.image_id),
  )!;
  const related = image.images_desc.filter((desc) => !desc.is_main && desc.image_id !== image.image_id);
  return { image, relatedIds: related.map((desc) => String(desc.image_id)) };
}

const resultIds = () => new Set(db().images.map((image) => image.image_id));

describe("'Use in…' on each result viewer", () => {
  it('Inspiration: a result of the history goes to Fashion Style modeling', async () => {
    const { router } = renderWithProviders(<InspirationPage />, {
      route: '/tools/inspiration?tab=history',
      path: '/tools/inspiration',
      routes: NEXT.filter((route) => route.path !== '/tools/inspiration'),
    });
    const next = await useIn(router, 'Fashion Style modeling');
    expect(next.pathname).toBe('/modeling/content');
    expect(resultIds().has(Number(next.query.get('image_id')))).toBe(true);
    expect(next.query.get('from')).toBe('inspiration');
    expect(uploads.count).toBe(0);
  });

  it('the info page: its picture goes to Marketing · Try-On', async () => {
    const image = db().images.find((candidate) => candidate.owner_id !== null && candidate.type === 3)!;
    const { router } = renderWithProviders(<InfoPage />, {
      route: `/tools/info/${image.image_id}`,
      path: '/tools/info/:id',
      routes: NEXT,
    });
    const next = await useIn(router, 'Marketing · Try-On');
    expect(next.pathname).toBe('/marketing/content');
    expect(next.query.get('image_id')).toBe(String(image.image_id));
    expect(next.query.get('tab')).toBe('tryOn');
    expect(next.query.get('from')).toBe('info');
    expect(uploads.count).toBe(0);
  });

  it('marketing: the picture on the viewer goes to the fashion factory', async () => {
    const { image, relatedIds } = imageWithResults();
    const { router } = renderWithProviders(<MarketingContentPage />, {
      route: `/marketing/content?image_id=${image.image_id}`,
      path: '/marketing/content',
      routes: NEXT.filter((route) => route.path !== '/marketing/content'),
    });
    const next = await useIn(router, 'Fashion factory', /^Use .+ in another tool$/);
    expect(next.pathname).toBe('/modeling/fashionFactory');
    // The picture on the viewer's slide: the product's own or one generated from it.
    expect([String(image.image_id), ...relatedIds]).toContain(next.query.get('image_id'));
    expect(next.query.get('from')).toBe('marketing');
    expect(uploads.count).toBe(0);
  });

  it('modeling: a result goes to Marketing · Static', async () => {
    const { image, relatedIds } = imageWithResults();
    const { router } = renderWithProviders(<ModelingPage />, {
      route: `/modeling/content?image_id=${image.image_id}`,
      path: '/modeling/content',
      routes: NEXT.filter((route) => route.path !== '/modeling/content'),
    });
    const next = await useIn(router, 'Marketing · Static');
    expect(next.pathname).toBe('/marketing/content');
    expect(relatedIds).toContain(next.query.get('image_id'));
    expect(next.query.get('from')).toBe('modeling');
    expect(uploads.count).toBe(0);
  });

  it('the photoset: a photo goes to Inspiration as a reference', async () => {
    const model = db().templates.find((template) => template.prompt_id === 501)!.models[0].image_id;
    server.use(
      http.get('*/api/image/getTasksByBatchId', () =>
        HttpResponse.json({
          code: 0,
          message: 'success',
          data: [
            {
              record_id: 'p0',
              batch_id: 'bat_set',
              status: 'success',
              progress: 100,
              function: { key: 'descImageGeneration' },
              params: { prompt: 'Put the clothes on the model', image_id: model },
              result: [{ image_id: 4242, path: '/mock-media/art/photo-4242_3x4.svg' }],
              record_tasks: [],
              create_time: '2026-01-01T00:00:00Z',
            },
          ],
        }),
      ),
    );
    const { router } = renderWithProviders(<FashionFactoryPage />, {
      route: '/start',
      path: '/modeling/fashionFactory',
      routes: [
        { path: '/start', element: <p>Start</p> },
        ...NEXT.filter((r) => r.path !== '/modeling/fashionFactory'),
      ],
    });
    await act(() =>
      router.navigate(
        `/modeling/fashionFactory?image_id=${model}&prompt_id=501&mode=photoset&batch_id=bat_set`,
      ),
    );
    const next = await useIn(router, 'Inspiration (as a reference)');
    expect(next.pathname).toBe('/tools/inspiration');
    expect(next.query.get('image_id')).toBe('4242');
    expect(next.query.get('url')).toBe('/mock-media/art/photo-4242_3x4.svg');
    expect(next.query.get('from')).toBe('photoset');
    expect(uploads.count).toBe(0);
  });

  it('the personal space: the one selected picture goes to Marketing · Video', async () => {
    const { router } = renderWithProviders(<SpacePage />, {
      route: '/space/creations',
      path: '/space/*',
      routes: NEXT,
    });
    const user = userEvent.setup();
    const [select] = await screen.findAllByRole('button', { name: /^Select / }, { timeout: 5000 });
    await user.click(select);
    const bar = await screen.findByRole('region', { name: 'Selection' });
    await waitFor(() => expect(within(bar).getByRole('button', { name: 'Use in…' })).toBeVisible());
    const next = await useIn(router, 'Marketing · Video', /^Use in…$/);
    expect(next.pathname).toBe('/marketing/content');
    expect(next.query.get('tab')).toBe('videoShow');
    expect(resultIds().has(Number(next.query.get('image_id')))).toBe(true);
    expect(next.query.get('from')).toBe('space');
    expect(uploads.count).toBe(0);
  });
});
