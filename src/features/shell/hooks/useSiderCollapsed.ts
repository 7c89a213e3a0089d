import { useCallback, useEffect, useRef } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { NARROW_WINDOW_QUERY } from '../constants';
import { selectSiderCollapsed, setSiderCollapsed } from '../shellSlice';
import { storeCollapsed } from '../siderStorage';

/**
 * The collapsed flag, remembered in localStorage `siderCollapsed`. Crossing below 1500 px
 * collapses the sider (spec 1 §2.2); widening again keeps whatever was remembered, and the user
 * may still expand it by hand on a narrow window.
 */
export function useSiderCollapsed() {
  const dispatch = useAppDispatch();
  const collapsed = useAppSelector(selectSiderCollapsed);
  const narrow = useMediaQuery(NARROW_WINDOW_QUERY, { noSsr: true });
  const wasNarrow = useRef<boolean | null>(null);

  const setCollapsed = useCallback(
    (next: boolean) => {
      dispatch(setSiderCollapsed(next));
      storeCollapsed(next);
    },
    [dispatch],
  );

  useEffect(() => {
    if (narrow && wasNarrow.current !== true) setCollapsed(true);
    wasNarrow.current = narrow;
  }, [narrow, setCollapsed]);

  const toggle = useCallback(() => setCollapsed(!collapsed), [collapsed, setCollapsed]);
  return { collapsed, setCollapsed, toggle };
}
