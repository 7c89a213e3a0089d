/** Spec 1 §2.3: the layout header's height; Explore's feed and every tool page fill the viewport below it. */
export const HEADER_HEIGHT = 56;

/** The height a page has below the header on tablets and desktops (phones scroll the whole page). */
export const BELOW_HEADER_HEIGHT = `calc(100vh - ${HEADER_HEIGHT}px)`;

/** Below this width the window is a phone: the side navigation becomes a drawer, dialogs go full-screen. */
export const PHONE_MAX_WIDTH = 600;
/** Media query (for `useMediaQuery` and `@media` styles) of a phone-width window. */
export const PHONE_QUERY = `(max-width:${PHONE_MAX_WIDTH - 0.05}px)`;
/** Media query of a window wider than a phone. */
export const ABOVE_PHONE_QUERY = `(min-width:${PHONE_MAX_WIDTH}px)`;

/** Spec 1 §9 breakpoints (the theme's); "large" (5 feed columns) starts at LARGE_SCREEN_MIN_WIDTH. */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export const LARGE_SCREEN_MIN_WIDTH = 1600;
