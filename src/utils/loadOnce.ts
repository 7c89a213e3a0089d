/**
 * A module part fetched once and kept for the page's life: `load()` starts (or joins) the fetch, `current` is the
 * part once it came. A failed fetch is forgotten, so the next `load()` tries again (a dropped connection must not
 * leave a control without its real part for good). LazySelect, LazySlider and LazyTooltip fetch MUI's parts so.
 */
export function loadOnce<T>(importer: () => Promise<T>): {
  load: () => Promise<T>;
  readonly current: T | undefined;
} {
  let current: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (value) => (current = value),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    get current() {
      return current;
    },
  };
}
