import { useEffect, useRef } from 'react';
import type { TaskItem } from '@/features/tasks';
import { useLanguage } from '@/hooks/useLanguage';
import { toast } from '@/utils/toast';
import { LOCALIZED } from '../constants';

/**
 * Spec 3 §8: a task that fails reports 'generation failed: reason' (video: 'video generation failed:
 * reason'), in Chinese when the stored language is Chinese. Each failed item is reported once.
 */
export function useFailureToasts(items: readonly TaskItem<unknown>[], kind: 'image' | 'video') {
  const [language] = useLanguage();
  const seen = useRef(new Set<string>());
  useEffect(() => {
    const prefix = (kind === 'video' ? LOCALIZED.videoFailed : LOCALIZED.generationFailed)[language];
    for (const item of items) {
      if ((item.phase === 'failure' || item.phase === 'cancel') && !seen.current.has(item.tempId)) {
        seen.current.add(item.tempId);
        toast.error(`${prefix}${item.reason ?? ''}`);
      }
    }
  }, [items, kind, language]);
}
