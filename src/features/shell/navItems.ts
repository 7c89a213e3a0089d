import { TASK_COUNT_TYPE } from './constants';
import { paths } from '@/utils/paths';
import type { ShellKey } from './i18n';

export type NavKey = 'explore' | 'inspiration' | 'marketing' | 'fashionStyle' | 'collection' | 'presale';

export interface NavLinkItem {
  key: NavKey;
  /** The label's message (the shell's catalog). */
  label: ShellKey;
  to: string;
  /** countTaskInProgress type feeding this item's running-task badge. */
  badgeType?: number;
  /** Visitors get the terms agreement dialog instead of navigating (spec 1 §5). */
  needsAgreement: boolean;
}

export interface NavGroup {
  key: 'create' | 'lab';
  label: ShellKey;
  children: NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'children' in entry;

/** Spec 1 §2.2, in order (the logo, Guide, balance and user menu are rendered around these). */
export const NAV_ENTRIES: NavEntry[] = [
  { key: 'explore', label: 'shell.nav.explore', to: paths.home(), needsAgreement: false },
  {
    key: 'create',
    label: 'shell.nav.create',
    children: [
      {
        key: 'inspiration',
        label: 'shell.nav.inspiration',
        to: paths.inspiration(),
        badgeType: TASK_COUNT_TYPE.inspiration,
        needsAgreement: true,
      },
      {
        key: 'marketing',
        label: 'shell.nav.marketing',
        to: paths.marketingContent(),
        badgeType: TASK_COUNT_TYPE.marketing,
        needsAgreement: true,
      },
      {
        key: 'fashionStyle',
        label: 'shell.nav.fashionStyle',
        to: paths.space('avator'),
        badgeType: TASK_COUNT_TYPE.fashionStyle,
        needsAgreement: true,
      },
    ],
  },
  { key: 'collection', label: 'shell.nav.collection', to: paths.space('inspiration'), needsAgreement: true },
  {
    key: 'lab',
    label: 'shell.nav.lab',
    children: [
      {
        key: 'presale',
        label: 'shell.nav.presale',
        to: paths.marketingPreSale(),
        needsAgreement: true,
      },
    ],
  },
];

// Each item owns its own route plus the routes spec 1 §2.2 files under it.
const HIGHLIGHT_PREFIXES: Array<[NavKey, string[]]> = [
  ['inspiration', ['/tools/inspiration', '/tools/info']],
  ['marketing', ['/marketing/content']],
  ['fashionStyle', ['/space/avator', '/modeling/content', '/modeling/fashionfactory']],
  ['collection', ['/space/inspiration']],
  [
    'presale',
    ['/marketing/pre-sale', '/tools/deliver', '/tools/generate', '/tools/pre-sale', '/tools/costassessment'],
  ],
  // Image detail is opened from Explore, so Explore stays lit while it is open.
  ['explore', ['/image']],
];

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Which item the current path highlights, if any. */
export function activeNavKey(pathname: string): NavKey | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (path === '/') return 'explore';
  return HIGHLIGHT_PREFIXES.find(([, prefixes]) => prefixes.some((prefix) => isUnder(path, prefix)))?.[0];
}
