/** Spec 2 §2: a pointer must move this far (px) before a press becomes a drag selection. */
export const DRAG_THRESHOLD_PX = 3;
/** Spec 2 §2: date groups up to this many days back read "N days ago"; older ones show the date. */
export const RELATIVE_DATE_MAX_DAYS = 7;
/** Marks a selectable item's element; its value is the item's id as a string. */
export const SELECTION_ID_ATTRIBUTE = 'data-selection-id';

/** Spec 2 §9 page sizes of the personal space lists (inspiration counts date groups). */
export const SPACE_PAGE_SIZES = { creations: 10, likes: 10, production: 20, inspiration: 6 } as const;
/** Spec 2 §9: a date group shows 36 items first and 36 more per click. */
export const GROUP_ITEMS_STEP = 36;
/** Spec 2 §9: the next page loads when the list's end is this close (px) to the viewport's bottom. */
export const LOAD_MORE_THRESHOLD_PX = 200;
/** Spec 2 §2: the image a space card opened, kept in local storage for the screen it goes to. */
export const SELECTED_IMAGE_ID_STORAGE_KEY = 'selected_image_id';

/** Grid geometry: the cards' minimum width (phones, wider screens) and the gap between them (px). */
export const CARD_MIN_WIDTH = 150;
/**
 * From a tablet's width up the cards are at least this wide: the pictures lead, and a date group of three or four
 * fills the row instead of a third of it (issue 43: 150 px tiles left two thirds of a 1440 px screen empty).
 */
export const WIDE_CARD_MIN_WIDTH = 240;
export const WIDE_GRID_FROM = 600;
export const CARD_GAP = 12;
/** Heights (px) of a date heading row and of a "show more" row in the windowed list. */
export const HEADING_ROW_HEIGHT = 48;
export const MORE_ROW_HEIGHT = 56;
