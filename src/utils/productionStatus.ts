/** Spec 2 §5: the four steps of the production path, as the status modals and progress bars show them. */
export const PROGRESS_STEPS = ['Valuation', 'Pay', 'Make', 'Deliver'] as const;
