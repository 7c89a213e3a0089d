/**
 * Where batches are kept and the event that says they changed: a module of its own, so the layout's slot can look
 * for a kept batch without bringing the store into the initial JS.
 */
export const BATCHES_KEY_PREFIX = 'atelier.batches.';
export const BATCHES_CHANGE_EVENT = 'app:batches-change';
