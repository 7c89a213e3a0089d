import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '@/utils/schedule';

/**
 * Where this tab listens to the others (issue 41 §3, §8) and resumes an order confirmed before a reload (§2), for
 * every layout: a chunk of its own, fetched when the page is idle after its first screen (nothing of it is needed
 * to paint, and the initial JS has no room for it).
 */
export function OtherTabsSlot() {
  const [OtherTabs, setOtherTabs] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      whenIdle(
        () =>
          void import('./OtherTabs')
            .then((module) => setOtherTabs(() => module.default))
            .catch(() => undefined),
      ),
    [],
  );
  return OtherTabs ? <OtherTabs /> : null;
}
