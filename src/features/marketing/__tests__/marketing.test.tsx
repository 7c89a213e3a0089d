import { renderHook, screen } from '@testing-library/react';
import type { ImageDetail } from '@/api/types';
import type { TaskItem } from '@/features/tasks';
import { useFailureToasts } from '@/features/video';
import { LANGUAGE_STORAGE_KEY } from '@/hooks/useLanguage';
import { renderWithProviders, renderWithProvidersInChinese } from '@/test/render';
import { toast } from '@/utils/toast';
import { submitSpaced } from '../hooks/useTemplateGeneration';
import { knownChild, parseAnalysis } from '../hooks/useProductIntake';
import { defaultTab, imageTabItems, isTabKey } from '../utils';
import { marketingScope, TEMPLATE_SUBMIT_SPACING_MS } from '../constants';

const image = {
  image_id: 7,
  path: '/p/7.png',
  isLike: false,
  likeNum: 0,
  images_desc: [
    { image_id: 7, path: '/p/7.png', is_main: true },
    { image_id: 8, path: '/p/8.png', is_main: false },
  ],
} as ImageDetail;

describe('marketing rules', () => {
  it('defaults to Video for type=video or an image with a video, else Static', () => {
    expect(defaultTab('video', undefined)).toBe('videoShow');
    expect(defaultTab(null, { video: { path: '/v.mp4' }, videos: [] })).toBe('videoShow');
    expect(defaultTab(null, { video: null, videos: [{ path: '/v.mp4' }] })).toBe('videoShow');
    expect(defaultTab(null, { video: null, videos: [] })).toBe('Photos');
    expect(isTabKey('tryOn')).toBe(true);
    expect(isTabKey('other')).toBe(false);
  });

  it('parses the analysis only when both ids are numbers', () => {
    expect(parseAnalysis({ category_id: 1, children: { category_id: 12 } })).toBe(12);
    expect(parseAnalysis({ category_id: 1, children: {} as never })).toBeNull();
    expect(parseAnalysis(null)).toBeNull();
  });

  it('pre-fills a library image only with a category the tree knows', () => {
    const tree = [
      { category_id: 1, name: 'Jewelry', children: [{ category_id: 12, name: 'Rings' }] },
    ] as never;
    expect(knownChild({ category: { category_id: 12 } }, tree)).toBe(12);
    expect(knownChild({ category: { category_id: 99 } }, tree)).toBeNull();
    expect(knownChild({ category: null }, tree)).toBeNull();
  });

  it('spaces batch submissions 1 s apart (mock clock)', async () => {
    const clock: number[] = [];
    let now = 0;
    const sent: Array<[string, number]> = [];
    const accepted = await submitSpaced<string>(
      ['a', 'b', 'c'],
      async (item) => {
        sent.push([item, now]);
        if (item === 'b') throw new Error('refused');
      },
      async (ms) => {
        clock.push(ms);
        now += ms;
      },
    );
    expect(clock).toEqual([TEMPLATE_SUBMIT_SPACING_MS, TEMPLATE_SUBMIT_SPACING_MS]);
    expect(sent).toEqual([
      ['a', 0],
      ['b', 1000],
      ['c', 2000],
    ]);
    expect(accepted).toEqual({ accepted: 2, failure: new Error('refused') });
  });

  it('orders Static items: original, generated, then pending placeholders', () => {
    const pending = [
      { tempId: 't1', phase: 'processing', recordId: 'r1', canRetry: true },
      { tempId: 't2', phase: 'failure', recordId: 'r2', reason: 'unknown reason', canRetry: true },
    ] as TaskItem<unknown>[];
    const items = imageTabItems({
      image,
      showType: 0,
      results: [{ image_id: 9, path: '/p/9.png' }],
      pending,
      progress: () => 12,
    });
    expect(items.map((item) => item.key)).toEqual(['image-7', 'image-8', 'image-9', 'task-t1', 'task-t2']);
    expect(items[3]).toMatchObject({ state: 'processing', progress: 12 });
    expect(items[4]).toMatchObject({ state: 'failed', canRetry: true, label: 'Failed: unknown reason' });
  });

  it("gives each tab its own outputs: Try-On's pictures (type 4) only on Try-On, the others only on Static", () => {
    const both = {
      ...image,
      images_desc: [
        ...image.images_desc!,
        { image_id: 10, path: '/p/10.png', is_main: false, type: 3 },
        { image_id: 11, path: '/p/11.png', is_main: false, type: 4 },
      ],
    } as ImageDetail;
    const keys = (showType: 0 | 1) =>
      imageTabItems({ image: both, showType, results: [], pending: [], progress: () => null }).map(
        (item) => item.key,
      );
    expect(keys(0)).toEqual(['image-7', 'image-8', 'image-10']);
    expect(keys(1)).toEqual(['image-7', 'image-11']);
  });

  it('keeps pending items per image and per tab (a new image_id starts empty)', () => {
    expect(marketingScope(1, 'tryOn')).not.toBe(marketingScope(1, 'Photos'));
    expect(marketingScope(1, 'Photos')).not.toBe(marketingScope(2, 'Photos'));
  });
});

describe('failure messages in the stored language', () => {
  const failed = [
    { tempId: 'x', phase: 'failure', reason: 'unknown reason', canRetry: false },
  ] as TaskItem<unknown>[];

  function Probe({ kind }: { kind: 'image' | 'video' }) {
    useFailureToasts(failed, kind);
    return null;
  }

  afterEach(() => window.localStorage.removeItem(LANGUAGE_STORAGE_KEY));

  it('says "Generation failed: reason" in English', async () => {
    renderWithProviders(<Probe kind="image" />);
    expect(await screen.findByText('Generation failed: unknown reason')).toBeInTheDocument();
  });

  it('says it in Chinese when the stored language is Chinese (video variant)', async () => {
    await renderWithProvidersInChinese(<Probe kind="video" />);
    expect(await screen.findByText('视频生成失败：unknown reason')).toBeInTheDocument();
  });

  it('reports each failed item once', () => {
    const spy = jest.spyOn(toast, 'error');
    const { rerender } = renderHook(({ items }) => useFailureToasts(items, 'image'), {
      initialProps: { items: failed },
    });
    rerender({ items: [...failed] });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
