/** Spec 1 §2.3: the layout header's height; Explore's feed and every tool page fill the viewport below it. */
export const HEADER_HEIGHT = 56;

/** The height a page has below the header on tablets and desktops (phones scroll the whole page). */
export const BELOW_HEADER_HEIGHT = `calc(100vh - ${HEADER_HEIGHT}px)`;
