import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { earlyData } from '@/api/earlyRequests';
import type { PromptTemplate } from '@/api/types';
import { theme } from '@/theme';
import { imageUrl } from '@/utils/imageUrl';
import { FIRST_TEMPLATES_ARGS, IMAGE_WIDTHS, TILE_PICTURE_STYLE } from '../constants';
import { promptListUrl, showEarlyTiles, startTemplatesRequest } from '../earlyRequest';

/** The prerendered loading gallery: four loading tiles, as TemplateCardSkeleton draws them. */
function loadingTiles() {
  const tile = (n: number) =>
    `<div data-template-tile id="tile-${n}"><div data-template-models><span></span><span></span></div>` +
    `<h3><span data-template-name></span></h3></div>`;
  document.body.innerHTML = `<div id="root"><div id="fp-screen" inert><div role="status">${[0, 1, 2, 3]
    .map(tile)
    .join('')}</div></div></div>`;
  // jsdom lays nothing out: every tile of this one-variant screen is shown.
  jest
    .spyOn(Element.prototype, 'getClientRects')
    .mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
}

const model = (n: number) => ({
  model_id: n,
  image_id: n,
  path: `/contract-media/look-${n}.jpg`,
  name: `Look ${n}`,
});
const templates: PromptTemplate[] = [
  { prompt_id: 1, name: 'Street look', models: [model(1), model(2), model(3), model(4)] },
  { prompt_id: 2, name: 'Studio look', models: [model(5)] },
  { prompt_id: 3, name: 'Third', models: [model(6)] },
];

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
  delete window.atelierEarlyData;
  delete window.atelierEarlyRequests;
  delete window.atelierTakeEarlyResponse;
});

describe("the templates gallery's early tiles", () => {
  it('fills the first two loading tiles with their pictures and names, and removes the others', async () => {
    loadingTiles();
    const painted = showEarlyTiles(templates);
    const first = document.getElementById('tile-0')!;
    const pictures = Array.from(first.querySelectorAll('img'));
    // Up to 3 model pictures, in as many columns, with the tile's own picture style.
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual(
      [1, 2, 3].map((n) => imageUrl(`/contract-media/look-${n}.jpg`, { width: IMAGE_WIDTHS.thumb })),
    );
    expect(first.querySelector<HTMLElement>('[data-template-models]')!.style.gridTemplateColumns).toBe(
      'repeat(3, minmax(0, 1fr))',
    );
    expect(pictures[0].style.aspectRatio).toBe(TILE_PICTURE_STYLE.aspectRatio);
    expect(pictures[0].style.objectFit).toBe(TILE_PICTURE_STYLE.objectFit);
    expect(first.querySelector('h3')!.textContent).toBe('Street look');
    expect(document.getElementById('tile-1')!.querySelectorAll('img')).toHaveLength(1);
    expect(document.getElementById('tile-2')).toBeNull();
    expect(document.getElementById('tile-3')).toBeNull();
    let done = false;
    void painted.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    document.querySelectorAll('img').forEach((picture) => picture.dispatchEvent(new Event('load')));
    await expect(painted).resolves.toBeUndefined();
  });

  it('leaves the screen to the app when there is nothing to show or no prerendered screen', async () => {
    loadingTiles();
    await expect(showEarlyTiles([])).resolves.toBeUndefined();
    expect(document.querySelectorAll('[data-template-tile]')).toHaveLength(4);
    document.body.innerHTML = '<div id="root"></div>';
    await expect(showEarlyTiles(templates)).resolves.toBeUndefined();
    expect(document.querySelector('img')).toBeNull();
  });

  it('draws the pictures with the theme radius', () => {
    expect(TILE_PICTURE_STYLE.borderRadius).toBe(`${theme.shape.borderRadius}px`);
  });
});

describe("the templates gallery's first request from index.html", () => {
  it('asks for the first list on /space/avator only, at the URL the page asks', async () => {
    expect(startTemplatesRequest({ pathname: '/space/creations' }, 'en')).toBeUndefined();
    server.use(
      http.get('*/api/global/promptList', ({ request }) =>
        HttpResponse.json({
          code: 0,
          message: 'ok',
          data: { list: templates, page: 1, pageSize: 50, total: 3, asked: request.url },
        }),
      ),
    );
    await startTemplatesRequest({ pathname: '/space/avator' }, 'en');
    expect(promptListUrl(FIRST_TEMPLATES_ARGS)).toBe(
      'http://localhost/api/global/promptList?current=1&pageSize=50',
    );
    expect(earlyData(promptListUrl(FIRST_TEMPLATES_ARGS))).toMatchObject({
      total: 3,
      asked: promptListUrl(FIRST_TEMPLATES_ARGS),
    });
  });
});
