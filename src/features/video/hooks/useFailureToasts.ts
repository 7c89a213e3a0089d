import { useEffect, useRef } from 'react';
import type { TaskItem } from '@/features/tasks';
import { toast } from '@/utils/toast';
import { useVideoT } from '../i18n';

/**
 * Spec 3 §8: a task that fails reports 'generation failed: reason' (video: 'video generation failed:
 * reason'), in Chinese when the stored language is Chinese. Each failed item is reported once.
 */
export function useFailureToasts(items: readonly TaskItem<unknown>[], kind: 'image' | 'video') {
  const t = useVideoT();
  const seen = useRef(new Set<string>());
  useEffect(() => {
    for (const item of items) {
      if ((item.phase === 'failure' || item.phase === 'cancel') && !seen.current.has(item.tempId)) {
        seen.current.add(item.tempId);
        toast.error(
          t(kind === 'video' ? 'video.videoFailed' : 'video.generationFailed', { reason: item.reason ?? '' }),
        );
      }
    }
  }, [items, kind, t]);
}
