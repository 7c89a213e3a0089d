import { screen } from '@testing-library/react';
import { delay, http } from 'msw';
import { server } from '@mocks/node';
import { findImage } from '@mocks/db';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { loadFirstScreen, SCREEN_DATA_CAP_MS } from '@/app/router';
import { mainPictureUrl } from '@/features/image-detail/mainPicture';
import { makeStore } from '@/app/store';
import { writeCookie } from '@/utils/cookies';
import { firstScreen } from '@/utils/firstScreen';
import { clearSession, renderApp } from './renderApp';

/** The API paths asked for while `run` runs (request start, in order). */
async function requestsDuring(run: () => Promise<unknown>) {
  const seen: string[] = [];
  const record = ({ request }: { request: Request }) => seen.push(new URL(request.url).pathname);
  server.events.on('request:start', record);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', record);
  }
  return seen;
}

afterEach(() => clearSession());

describe('loadFirstScreen (src/app/start.tsx, before the first render)', () => {
  it("asks for the plans page's and the shell's data, so the first render shows the cards, each asked for once", async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    const store = makeStore();
    const before = await requestsDuring(() => loadFirstScreen('/payment', store).ready);
    expect(before).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/payment\/levelList$/),
        expect.stringMatching(/\/user\/info$/),
        expect.stringMatching(/\/user\/points$/),
      ]),
    );
    expect(before.filter((path) => path.endsWith('/payment/levelList'))).toHaveLength(1);

    const after = await requestsDuring(async () => {
      renderApp('/payment', { token: DEMO_ACCESS_TOKEN, store });
      // The first commit, not a later one: no skeleton first, the cards at once.
      expect(screen.getByRole('article', { name: 'Starter' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { busy: true })).not.toBeInTheDocument();
      expect(await screen.findByTestId('credits-left')).not.toHaveTextContent('…');
    });
    // The page's and the shell's queries joined the answers already in: none of them is asked for again.
    for (const path of before) expect(after).not.toContain(path);
  });

  it('asks for nothing for a visitor, whom the plans page sends to sign in', async () => {
    const store = makeStore();
    expect(await requestsDuring(() => loadFirstScreen('/payment', store).ready)).toEqual([]);
  });

  it('asks for nothing on a screen that names no data', async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    const store = makeStore();
    expect(await requestsDuring(() => loadFirstScreen('/tools/inspiration', store).ready)).toEqual([]);
  });

  it(`waits ${SCREEN_DATA_CAP_MS} ms at most for a slow answer`, async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    server.use(http.get('*/payment/levelList', () => delay('infinite')));
    const store = makeStore();
    const started = performance.now();
    await loadFirstScreen('/payment', store).ready;
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(SCREEN_DATA_CAP_MS - 50);
    expect(waited).toBeLessThan(SCREEN_DATA_CAP_MS + 1500);
  });
});

describe('a screen drawn ahead of time asks for its data before the app hydrates it', () => {
  it("image detail asks for the query's picture, which the page then shows without asking again", async () => {
    const store = makeStore();
    const row = findImage(1001)!;
    const before = await requestsDuring(
      () => loadFirstScreen('/image/detail', store, '?image_id=1001').ready,
    );
    expect(before).toEqual([expect.stringMatching(/\/image\/info$/)]);
    // The picture's file is asked for with the answer, before the page renders it.
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([mainPictureUrl(row.path)]);
    const after = await requestsDuring(async () => {
      renderApp('/image/detail?image_id=1001', { store });
      expect(await screen.findByRole('button', { name: 'ReCreate' })).toBeInTheDocument();
      expect(await screen.findByText(row.prompt.slice(0, 30), { exact: false })).toBeInTheDocument();
    });
    expect(after.filter((path) => path.endsWith('/image/info'))).toEqual([]);
  });

  it("asks for the data beside the screen's chunk, not after it: the request has started before the chunk is in", async () => {
    const store = makeStore();
    let chunkIn = false;
    const load = loadFirstScreen('/image/detail', store, '?image_id=1001');
    void load.screens.then(() => (chunkIn = true));
    // Synchronously after the call: RTK Query already holds the request for the query's picture.
    const pending = Object.values(store.getState().api.queries).map((entry) => entry?.endpointName);
    expect(pending).toContain('getImageInfo');
    expect(chunkIn).toBe(false);
    await load.ready;
  });

  it.each([
    ['/', true],
    ['/image/detail', true],
    ['/tools/inspiration', false],
    ['/signin', false],
  ])('%s holds back what its pictures do not need until they show: %s', (pathname, awaits) => {
    loadFirstScreen(pathname, makeStore(), '?image_id=x');
    expect(firstScreen.isPending()).toBe(awaits);
    firstScreen.shown();
  });

  it('image detail asks for nothing when the id is not one', async () => {
    const store = makeStore();
    expect(await requestsDuring(() => loadFirstScreen('/image/detail', store, '?image_id=x').ready)).toEqual(
      [],
    );
  });

  it("the templates gallery asks for its first page and styles, which the gallery's queries join", async () => {
    const store = makeStore();
    const before = await requestsDuring(() => loadFirstScreen('/space/avator', store).ready);
    expect(before).toHaveLength(2);
    const after = await requestsDuring(async () => {
      renderApp('/space/avator', { store });
      expect(await screen.findAllByRole('img')).not.toHaveLength(0);
    });
    for (const path of before) expect(after).not.toContain(path);
  });
});
