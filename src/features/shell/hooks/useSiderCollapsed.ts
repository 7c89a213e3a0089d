import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useWindowMatches } from '@/hooks/useWindowMatches';
import { NARROW_WINDOW_QUERY } from '../constants';
import { selectSiderCollapsed, setSiderCollapsed } from '../shellSlice';
import { storeCollapsed } from '../siderStorage';

/**
 * The collapsed flag, remembered in localStorage `siderCollapsed`. Crossing below 1500 px
 * collapses the sider (spec 1 §2.2); widening again keeps whatever was remembered, and the user
 * may still expand it by hand on a narrow window. Where there is no window (a page rendered ahead of time) nothing is
 * collapsed by width here: the layout draws both forms and CSS shows the window's (navForms).
 */
export function useSiderCollapsed() {
  const dispatch = useAppDispatch();
  const collapsed = useAppSelector(selectSiderCollapsed);
  const narrow = useWindowMatches(NARROW_WINDOW_QUERY);
  const wasNarrow = useRef<boolean | null>(null);

  const setCollapsed = useCallback(
    (next: boolean) => {
      dispatch(setSiderCollapsed(next));
      storeCollapsed(next);
    },
    [dispatch],
  );

  useEffect(() => {
    if (narrow === undefined) return;
    if (narrow && wasNarrow.current !== true) setCollapsed(true);
    wasNarrow.current = narrow;
  }, [narrow, setCollapsed]);

  const toggle = useCallback(() => setCollapsed(!collapsed), [collapsed, setCollapsed]);
  return { collapsed, setCollapsed, toggle };
}
