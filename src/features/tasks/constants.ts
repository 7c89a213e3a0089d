/** Spec 2 §9, spec 3 §9: every running record (or batch) is polled every 3 s. */
export const POLL_INTERVAL_MS = 3000;

/**
 * Spec 2 §4: "polled every 3 seconds with up to 3 error retries". A failed poll is not a failed task (issue 41 §6):
 * the first three retries keep the 3 s rhythm, later ones back off (doubling up to POLL_BACKOFF_MAX_MS) and the
 * record stays pending; only the server's answer ends it. A poll answered 404 (the server has no such record) is
 * the exception: after these retries the record fails with that answer.
 */
export const MAX_POLL_ERROR_RETRIES = 3;
/** The longest wait between two polls of a record whose polls keep failing. */
export const POLL_BACKOFF_MAX_MS = 30_000;

/** Spec 3 §4.1 / §9: fake progress rises with easing over 30 s, capped at 99 %, recomputed every 200 ms. */
export const FAKE_PROGRESS_DURATION_MS = 30_000;
export const FAKE_PROGRESS_CAP = 99;
export const FAKE_PROGRESS_TICK_MS = 200;

/** Spec 3 §3: per-record progress start time, so a reload keeps the bar where it was. */
export const PROGRESS_START_KEY_PREFIX = 'marketingProgressStart:';

// The engine's texts (failure reasons, retry and submit messages) are in i18n/, read in the user's language: not
// here, as this file is in the first page's JS (the slice reads it).

/** Pending-task scopes shared by the screens that submit into one view (vary on info → inspiration). */
export const TASK_SCOPES = { inspiration: 'inspiration' } as const;

/** Spec 2 §2: placeholders while a record runs — four per generation, one for vary/upscale (imageChat). */
export const PLACEHOLDERS_PER_RECORD = 4;
export const PLACEHOLDERS_IMAGE_CHAT = 1;
/** Spec 2 §2: these ratios lay a record's images out in four columns, the others in two. */
export const VERTICAL_RATIOS: readonly string[] = ['1:1', '9:16', '3:4', '2:3'];

/** How many history records are read to restore the running ones of an image on load. */
export const RESTORE_HISTORY_PAGE_SIZE = 50;
