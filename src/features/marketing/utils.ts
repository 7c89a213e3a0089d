import type { CarouselItem } from '@/components/Carousel';
import type { GenerationResult, ImageDetail } from '@/api/types';
import { thumbStateOf, type TaskItem } from '@/features/tasks';
import type { VideoPicture } from '@/features/video';
import { imageUrl } from '@/utils/imageUrl';
import { MARKETING_TABS, type MarketingTab } from './constants';
import type { MessageValues } from '@/i18n';
import { marketingT, type MarketingKey } from './i18n';

type MarketingTranslate = (key: MarketingKey, values?: MessageValues) => string;

/** Spec 3 §2.1: the default tab — Video for type=video or an image that has a video, else Static. */
export function defaultTab(
  type: string | null,
  image: Pick<ImageDetail, 'video' | 'videos'> | undefined,
): MarketingTab {
  if (type === 'video' || image?.video || (image?.videos?.length ?? 0) > 0) return MARKETING_TABS.video;
  return MARKETING_TABS.static;
}

const TAB_KEYS: readonly string[] = Object.values(MARKETING_TABS);
export const isTabKey = (value: string | null): value is MarketingTab =>
  value !== null && TAB_KEYS.includes(value);

/** The product image first, then its related pictures (the Video tab's 'Choice of picture'). */
export function picturesOf(image: ImageDetail, t: MarketingTranslate = marketingT): VideoPicture[] {
  const related = (image.images_desc ?? []).filter(
    (item) => item.image_id !== image.image_id && !item.is_main,
  );
  return [
    { image_id: image.image_id, path: image.path, label: image.name || t('marketing.productImage') },
    ...related.map((item, index) => ({
      image_id: item.image_id,
      path: item.path,
      label: item.name || t('marketing.relatedImage', { number: index + 1 }),
    })),
  ];
}

export interface ImageItemsInput {
  image: ImageDetail;
  /** 0 Static, 1 Try-On: each tab shows only the related images it made (images_desc type 3 / 4). */
  showType: 0 | 1;
  /** Results of tasks finished in this view. */
  results: readonly GenerationResult[];
  pending: readonly TaskItem<unknown>[];
  progress: (recordId: string | undefined) => number | null;
  /** The texts' language (the caller's `useT()`; the stored language when not given). */
  t?: MarketingTranslate;
}

/** The images_desc type of a tab's results: 4 (scenario) for Try-On, anything else is Static's. */
export const TRY_ON_IMAGE_TYPE = 4;
const madeBy = (showType: 0 | 1, type: number | undefined) =>
  (type === TRY_ON_IMAGE_TYPE) === (showType === 1);

/**
 * Spec 3 §2.1 Static / Try-On: the original image, the images this tab generated (earlier ones from
 * images_desc, this visit's from its records), then pending placeholders.
 */
export function imageTabItems({
  image,
  showType,
  results,
  pending,
  progress,
  t = marketingT,
}: ImageItemsInput): CarouselItem[] {
  const seen = new Set<number>([image.image_id]);
  const picture = (id: number, path: string, label: string): CarouselItem => ({
    key: `image-${id}`,
    kind: 'image',
    src: imageUrl(path, { width: 800 }),
    thumb: imageUrl(path, { width: 160 }),
    label,
  });
  const items: CarouselItem[] = [picture(image.image_id, image.path, t('marketing.originalImage'))];
  const generated = [
    ...(image.images_desc ?? []).filter((item) => !item.is_main && madeBy(showType, item.type)),
    ...results.filter((result) => result.path),
  ];
  for (const item of generated) {
    if (seen.has(item.image_id)) continue;
    seen.add(item.image_id);
    items.push(picture(item.image_id, item.path, t('marketing.generatedImage', { number: seen.size - 1 })));
  }
  for (const task of pending) {
    const state = thumbStateOf(task.phase);
    items.push({
      key: `task-${task.tempId}`,
      kind: 'image',
      label:
        state === 'failed'
          ? t('marketing.failedReason', { reason: task.reason ?? '' })
          : t('marketing.generating'),
      state,
      progress: state === 'failed' ? undefined : progress(task.recordId),
      canRetry: task.canRetry,
      ratio: '1:1',
    });
  }
  return items;
}
