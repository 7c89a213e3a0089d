import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useWindowMatches } from '@/hooks/useWindowMatches';
import { PHONE_QUERY } from '@/theme/layout';

/**
 * Below 600 px the side navigation is a drawer the header's menu button opens (issue 9 §4); from 600 px up it is
 * the rail of spec 1 §2.2. The drawer closes on every navigation (a new location key, so choosing the page one is
 * already on closes it too) and when the window widens past a phone. `phone` is undefined where there is no window
 * (a page rendered ahead of time), whose CSS then shows the form of each width.
 */
export function useNavDrawer() {
  const phone = useWindowMatches(PHONE_QUERY);
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const openDrawer = useCallback(() => setOpenAt(key), [key]);
  const closeDrawer = useCallback(() => setOpenAt(null), []);
  return { phone, open: phone === true && openAt === key, openDrawer, closeDrawer };
}
