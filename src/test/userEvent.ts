import base, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';

type Options = Parameters<typeof base.setup>[0];

/**
 * user-event as the tests use it: without its pointer-events check, which asks jsdom for the computed style of the
 * target and every ancestor on each pointer action (about 15 % of a screen test's CPU). A test about an element
 * that must not take clicks asserts that directly (disabled, aria-disabled, or the check turned back on here).
 */
export const userEvent = {
  setup: (options?: Options): UserEvent =>
    base.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options }),
};
