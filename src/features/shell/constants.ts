/** Spec 1 §2.2 / §9: side navigation geometry and its remembered state. */
export const SIDER_WIDTH = 240;
export const SIDER_COLLAPSED_WIDTH = 64;
export const SIDER_AUTO_COLLAPSE_BELOW = 1500;
export const SIDER_COLLAPSED_STORAGE_KEY = 'siderCollapsed';
/** The phone navigation drawer (the header's menu button controls it). */
export const NAV_DRAWER_ID = 'main-navigation-drawer';
/** Media query of a window narrower than SIDER_AUTO_COLLAPSE_BELOW. */
export const NARROW_WINDOW_QUERY = `(max-width:${SIDER_AUTO_COLLAPSE_BELOW - 0.02}px)`;
/** Media query of a window of SIDER_AUTO_COLLAPSE_BELOW or wider. */
export const WIDE_WINDOW_QUERY = `(min-width:${SIDER_AUTO_COLLAPSE_BELOW}px)`;

/** Spec 1 §7.1: countTaskInProgress types behind the Create badges. */
export const TASK_COUNT_TYPE = { inspiration: 1, marketing: 2, fashionStyle: 3 } as const;

/** The shared look of a side-navigation row (44 px high, inset, centred icon when collapsed). */
export const navRowSx = (collapsed: boolean) =>
  ({
    minHeight: 44,
    borderRadius: 1,
    mx: 1,
    width: 'auto',
    px: 1.5,
    justifyContent: collapsed ? 'center' : 'flex-start',
  }) as const;

/** The sider's balance, when a refresh failed and the last number is still shown: asked again after 2, 4, 8 … s. */
export const BALANCE_RETRY_MS = 2000;
export const BALANCE_RETRY_MAX_MS = 60_000;
