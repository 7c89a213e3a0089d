import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { theme } from '@/theme';
import { earlyData } from '@/api/earlyRequests';
import { imageInfoUrl, showEarlyPicture, startImageDetailRequest } from '../earlyRequest';
import { MAIN_PICTURE_STYLE, mainPictureUrl } from '../mainPicture';

/** The prerendered loading card of two width variants; `shown` is the one this window displays. */
function loadingScreen(shown: 0 | 1) {
  document.body.innerHTML = `<div id="root"><div id="fp-screen" inert>${[0, 1]
    .map(
      (variant) =>
        `<div data-fp-w="${variant}"><div class="paper"><button>Close</button>` +
        `<span data-detail-picture data-variant="${variant}"></span><div data-detail-side><span></span></div></div></div>`,
    )
    .join('')}</div></div>`;
  // jsdom lays nothing out: the shown variant's placeholder is the one with boxes.
  jest.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    const boxes = this.getAttribute('data-variant') === String(shown) ? [new DOMRect(0, 0, 10, 10)] : [];
    return boxes as unknown as DOMRectList;
  });
}

const image = { path: '/contract-media/ring.jpg', width: 3, height: 4 };

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  delete window.atelierEarlyData;
  delete window.atelierEarlyRequests;
  delete window.atelierTakeEarlyResponse;
});

describe("image detail's early picture", () => {
  it("takes the shown placeholder's place with the page's own style and the image's ratio", async () => {
    loadingScreen(1);
    const painted = showEarlyPicture(image);
    const picture = document.querySelector<HTMLImageElement>('#fp-screen img')!;
    expect(picture.closest('[data-fp-w]')?.getAttribute('data-fp-w')).toBe('1');
    expect(picture.getAttribute('src')).toBe(mainPictureUrl(image.path));
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    expect(picture.style.aspectRatio).toBe('3 / 4');
    expect(picture.style.objectFit).toBe(MAIN_PICTURE_STYLE.objectFit);
    expect(picture.style.maxHeight).toBe(MAIN_PICTURE_STYLE.maxHeight);
    // The other variant keeps its placeholder; the shown card loses its text placeholders (they would move).
    expect(document.querySelectorAll('[data-detail-picture]')).toHaveLength(1);
    expect(document.querySelector('[data-fp-w="1"] [data-detail-side]')).toBeNull();
    expect(document.querySelector('[data-fp-w="0"] [data-detail-side]')).not.toBeNull();
    let done = false;
    void painted.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    picture.dispatchEvent(new Event('load'));
    await expect(painted).resolves.toBeUndefined();
  });

  it('does nothing where there is no prerendered screen (another visitor, or the app is there)', async () => {
    document.body.innerHTML = '<div id="root"><main></main></div>';
    await expect(showEarlyPicture(image)).resolves.toBeUndefined();
    expect(document.querySelector('img')).toBeNull();
  });

  it('draws the box as the theme does: grey.100 and the shape radius', () => {
    expect(MAIN_PICTURE_STYLE.backgroundColor).toBe(theme.palette.grey[100]);
    expect(MAIN_PICTURE_STYLE.borderRadius).toBe(`${theme.shape.borderRadius}px`);
  });
});

describe("image detail's first request from index.html", () => {
  it('asks for a numeric image_id only, and hands the image to the page once it is in', async () => {
    expect(
      startImageDetailRequest({ pathname: '/image/detail', search: '?image_id=abc' }, 'en'),
    ).toBeUndefined();
    expect(startImageDetailRequest({ pathname: '/signin', search: '?image_id=1' }, 'en')).toBeUndefined();
    server.use(
      http.get('*/api/image/info', () =>
        HttpResponse.json({ code: 0, message: 'ok', data: { image_id: 7, ...image } }),
      ),
    );
    await startImageDetailRequest({ pathname: '/image/detail', search: '?image_id=7' }, 'en');
    expect(earlyData(imageInfoUrl(8))).toBeUndefined();
    expect(earlyData(imageInfoUrl(7))).toMatchObject({ image_id: 7, path: image.path });
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect(preload?.getAttribute('href')).toBe(mainPictureUrl(image.path));
  });

  it('hands nothing over when the image is unknown', async () => {
    server.use(
      http.get('*/api/image/info', () =>
        HttpResponse.json({ code: 404, message: 'No such image', data: null }),
      ),
    );
    await startImageDetailRequest({ pathname: '/image/detail', search: '?image_id=9' }, 'en');
    expect(earlyData(imageInfoUrl(9))).toBeUndefined();
  });
});
