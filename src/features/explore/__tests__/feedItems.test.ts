/** @jest-environment node */
import type { GalleryImage } from '@/api/types';
import { appendUnique, insertPinned, isPinned, playsVideo, toFeedItem } from '../feedItems';

const image = (id: number, extra: Partial<GalleryImage> = {}): GalleryImage => ({
  image_id: id,
  path: `/p/${id}.png`,
  isLike: false,
  likeNum: 0,
  ...extra,
});

describe('feed items', () => {
  it('uses the main images_desc entry for name, path, video, width and height', () => {
    const item = toFeedItem(
      image(1, {
        name: 'outer',
        width: 100,
        height: 100,
        images_desc: [
          { image_id: 2, path: '/p/other.png', is_main: false, width: 1, height: 1 },
          {
            image_id: 3,
            path: '/p/main.png',
            is_main: true,
            name: 'Main',
            width: 300,
            height: 600,
            video: { path: '/v/main.mp4' },
          },
        ],
      }),
    );
    expect(item).toMatchObject({
      key: '1',
      name: 'Main',
      path: '/p/main.png',
      videoPath: '/v/main.mp4',
      width: 300,
      height: 600,
    });
  });

  it('falls back to the item itself without a main entry and marks style categories', () => {
    const item = toFeedItem(
      image(4, { name: 'Plain', width: 10, height: 20, category: { category_id: 9, filter_type: 1 } }),
    );
    expect(item).toMatchObject({ name: 'Plain', path: '/p/4.png', width: 10, height: 20, isStyle: true });
  });

  it('pins items with a non-zero numeric sort', () => {
    expect(isPinned(image(1, { sort: 3 }))).toBe(true);
    expect(isPinned(image(1, { sort: -1 }))).toBe(true);
    expect(isPinned(image(1, { sort: 0 }))).toBe(false);
    expect(isPinned(image(1))).toBe(false);
    expect(isPinned(image(1, { sort: '2' as unknown as number }))).toBe(true);
  });

  it('inserts pinned items at random positions among the others of the page', () => {
    const page = [image(1), image(2, { sort: 5 }), image(3), image(4), image(5, { sort: 1 })];
    // First pinned item → slot 0 of [1,3,4]; second → the last slot of [2,1,3,4].
    const randoms = [0, 0.99];
    const result = insertPinned(page, () => randoms.shift()!);
    expect(result.map((item) => item.image_id)).toEqual([2, 1, 3, 4, 5]);
    const middle = insertPinned(page, () => 0.5);
    expect(middle.map((item) => item.image_id)).toEqual([1, 3, 5, 2, 4]);
    expect(
      insertPinned(page)
        .map((item) => item.image_id)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5]);
  });

  it('plays the video for about 90 % of the cards that have one, the same way every time', () => {
    const withVideo = Array.from({ length: 1000 }, (_, i) =>
      toFeedItem(image(i, { video: { path: `/v/${i}.mp4` } })),
    );
    const share = withVideo.filter(playsVideo).length / withVideo.length;
    expect(share).toBeGreaterThan(0.85);
    expect(share).toBeLessThan(0.95);
    expect(withVideo.map(playsVideo)).toEqual(withVideo.map(playsVideo));
    expect(playsVideo(toFeedItem(image(1)))).toBe(false);
  });

  it('drops items already in the list', () => {
    const list = [toFeedItem(image(1)), toFeedItem(image(2))];
    expect(appendUnique(list, [toFeedItem(image(2)), toFeedItem(image(3))]).map((i) => i.key)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });
});
