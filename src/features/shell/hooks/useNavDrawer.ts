import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PHONE_QUERY } from '@/theme/layout';

/**
 * Below 600 px the side navigation is a drawer the header's menu button opens (issue 9 §4); from 600 px up it is
 * the rail of spec 1 §2.2. The drawer closes on every navigation (a new location key, so choosing the page one is
 * already on closes it too) and when the window widens past a phone.
 */
export function useNavDrawer() {
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const openDrawer = useCallback(() => setOpenAt(key), [key]);
  const closeDrawer = useCallback(() => setOpenAt(null), []);
  return { phone, open: phone && openAt === key, openDrawer, closeDrawer };
}
