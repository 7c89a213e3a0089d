/** Spec 2 §2: a pointer must move this far (px) before a press becomes a drag selection. */
export const DRAG_THRESHOLD_PX = 3;
/** Spec 2 §2: date groups up to this many days back read "N days ago"; older ones show the date. */
export const RELATIVE_DATE_MAX_DAYS = 7;
/** Marks a selectable item's element; its value is the item's id as a string. */
export const SELECTION_ID_ATTRIBUTE = 'data-selection-id';
