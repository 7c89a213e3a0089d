import { ABOVE_PHONE_QUERY, PHONE_QUERY } from '@/theme/layout';
import { NARROW_WINDOW_QUERY, WIDE_WINDOW_QUERY } from './constants';

/** What the side navigation is: the phones' drawer (issue 9 §4), the 64 px rail, the 240 px sider (spec 1 §2.2). */
export type NavFormName = 'drawer' | 'rail' | 'sider';

/** One form of the navigation, and the windows it shows in (a CSS media query) when the window is not known. */
export interface NavForm {
  form: NavFormName;
  media?: string;
}

/**
 * The forms the layout draws. In the browser the window is known: one form, chosen in JS (`drawer` on a phone, else
 * the remembered or automatic collapse). A page rendered ahead of time (`byWidth`: the build's prerender) serves
 * every width, so it draws each form the window may call for, and CSS shows the window's: the drawer's button on
 * phones, the rail up to 1500 px, the sider from there (or the rail throughout, for a remembered collapse).
 */
export function navForms({
  collapsed,
  drawer,
  byWidth,
}: {
  collapsed: boolean;
  drawer: boolean;
  byWidth: boolean;
}): NavForm[] {
  if (!byWidth) return [{ form: drawer ? 'drawer' : collapsed ? 'rail' : 'sider' }];
  const wider: NavForm[] = collapsed
    ? [{ form: 'rail', media: ABOVE_PHONE_QUERY }]
    : [
        { form: 'rail', media: `${ABOVE_PHONE_QUERY} and ${NARROW_WINDOW_QUERY}` },
        { form: 'sider', media: WIDE_WINDOW_QUERY },
      ];
  return [{ form: 'drawer', media: PHONE_QUERY }, ...wider];
}
