import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/utils/schedule';

// The other tabs' notices and the resumed payment watch: a chunk of their own, fetched once the first screen is up.
const OtherTabs = lazy(() => import('./OtherTabs'));

/**
 * Where this tab listens to the others (issue 41 §3, §8) and resumes an order confirmed before a reload (§2), for
 * every layout. Loaded when the page is idle after its first screen: nothing of it is needed to paint, and the
 * initial JS has no room for it.
 */
export function OtherTabsSlot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OtherTabs />
    </Suspense>
  );
}
