import { useEffect } from 'react';
import { importCjkFace } from '@/theme/cjkFace';
import { useLanguage } from './useLanguage';

let cjkFace: Promise<unknown> | undefined;

/**
 * Adds the CJK face when (and only when) the screens are in Chinese: an English visitor never downloads a byte of
 * it. Once added it stays: switching back to English leaves the already-fetched subsets idle.
 */
export function useLanguageFonts(): void {
  const [language] = useLanguage();
  useEffect(() => {
    if (language !== 'zh' || cjkFace) return;
    cjkFace = importCjkFace().catch(() => {
      // Offline or a failed chunk: the system's CJK face stands in; the next switch tries again.
      cjkFace = undefined;
    });
  }, [language]);
}
