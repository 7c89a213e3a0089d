// jsdom lacks a few browser APIs the app uses. A file run in Node's environment (`@jest-environment node`, pure
// logic) has no window and needs none of them.
function installBrowserPolyfills() {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  if (!('IntersectionObserver' in window)) {
    Object.assign(window, { IntersectionObserver: NoopObserver });
  }
  if (!('ResizeObserver' in window)) {
    Object.assign(window, { ResizeObserver: NoopObserver });
  }
  window.scrollTo = () => {};
  Element.prototype.scrollTo = function scrollTo() {};
  if (!URL.createObjectURL) {
    URL.createObjectURL = () => 'blob:mock';
    URL.revokeObjectURL = () => {};
  }
  // jsdom's File is not the File Node's FormData/fetch understand (it would travel as "[object File]"):
  // use Node's, so uploads in Jest carry their real bytes to the mock backend.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  globalThis.File = require('node:buffer').File as typeof File;
}
if (typeof window !== 'undefined') installBrowserPolyfills();
