import type { CarouselItem } from '@/components/Carousel';
import { thumbStateOf, type TaskItem } from '@/features/tasks';
import type { GenerationResult, VideoRef } from '@/api/types';
import { imageUrl } from '@/utils/imageUrl';
import type { VideoSubmit } from './hooks/useVideoTasks';
import { videoT, type VideoTranslate } from './i18n';

/** A picture a clip may start from (the product image and its related images). */
export interface VideoPicture {
  image_id: number;
  path: string;
  label?: string;
}

/** A clip that exists: generated in this view or already stored with the image. */
export interface VideoClip {
  video_id: number;
  path: string;
  poster?: string;
}

export const VIDEO_KEY_PREFIX = 'video-';

/** A generated record's clip (spec 3 §3: result video_id, video_path, image_path). */
export function clipOfResult(result: GenerationResult | undefined): VideoClip | null {
  if (!result?.video_path || result.video_id === undefined) return null;
  return { video_id: result.video_id, path: result.video_path, poster: result.image_path ?? result.path };
}

export interface VideoItemsInput {
  /** Running or failed tasks (newest first). */
  pending: readonly TaskItem<VideoSubmit>[];
  /** The fake percentage per record id. */
  progress?: (recordId: string | undefined) => number | null;
  /** Clips generated in this view. */
  generated: readonly VideoClip[];
  /** Clips stored with the image. */
  videos: readonly VideoRef[];
  pictures: readonly VideoPicture[];
  /** The texts' language (the caller's `useT()`; the stored language when not given). */
  t?: VideoTranslate;
}

/**
 * Spec 3 §2.1: the Video tab's items, ordered pending, generated, existing videos, then images. A
 * generated clip that the image already lists is shown once (in the generated group).
 */
export function orderVideoItems({
  pending,
  progress,
  generated,
  videos,
  pictures,
  t = videoT,
}: VideoItemsInput): CarouselItem[] {
  const seen = new Set<number>();
  const clip = (video: VideoClip, label: string): CarouselItem => ({
    key: `${VIDEO_KEY_PREFIX}${video.video_id}`,
    kind: 'video',
    src: video.path,
    poster: video.poster ? imageUrl(video.poster, { width: 800 }) : undefined,
    thumb: video.poster ? imageUrl(video.poster, { width: 160 }) : undefined,
    label,
  });
  const items: CarouselItem[] = pending.map((task) => {
    const state = thumbStateOf(task.phase);
    return {
      key: `task-${task.tempId}`,
      kind: 'video',
      label:
        state === 'failed' ? t('video.failedReason', { reason: task.reason ?? '' }) : t('video.generating'),
      state,
      progress: state === 'failed' ? undefined : (progress?.(task.recordId) ?? null),
      thumb: task.submit?.picture ? imageUrl(task.submit.picture, { width: 160 }) : undefined,
      ratio: '9:16',
      // Spec 3 §4.1: a failed video task shows 'Failed' only.
      canRetry: false,
    };
  });
  for (const video of generated) {
    if (seen.has(video.video_id)) continue;
    seen.add(video.video_id);
    items.push(clip(video, t('video.generatedVideo', { number: seen.size })));
  }
  // A stored clip carries no poster of its own: the image it was made from stands for it (an <img> given
  // the clip itself shows broken — every new user saw that in the tour).
  const poster = pictures[0]?.path;
  videos.forEach((video, index) => {
    const id = video.video_id ?? -(index + 1);
    if (seen.has(id)) return;
    seen.add(id);
    items.push(
      clip({ video_id: id, path: video.path, poster }, t('video.videoNumber', { number: index + 1 })),
    );
  });
  pictures.forEach((picture, index) =>
    items.push({
      key: `image-${picture.image_id}`,
      kind: 'image',
      src: imageUrl(picture.path, { width: 800 }),
      thumb: imageUrl(picture.path, { width: 160 }),
      label: picture.label ?? t('video.pictureNumber', { number: index + 1 }),
    }),
  );
  return items;
}

/** The video id of a carousel item that is a clip. */
export const videoIdOfKey = (key: string) =>
  key.startsWith(VIDEO_KEY_PREFIX) ? Number(key.slice(VIDEO_KEY_PREFIX.length)) : null;
