// Every test file: a file that needs no DOM (pure logic: formatters, path builders, the scripts' checks) declares
// `@jest-environment node` and then loads neither jsdom nor the mock backend, about 1.5 CPU-seconds less per file
// (docs/testing.md "Cost"). Every other file gets the browser set-up: jest-dom, the mock server, the resets.
if (typeof document === 'undefined') {
  globalThis.fetch = () => {
    throw new Error(
      'This file runs in Node without the mock backend: drop its `@jest-environment node` line.',
    );
  };
} else {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./setupBrowser');
}
// After the browser set-up: its afterEach (React Testing Library's cleanup among them) runs before the guard's.
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('./consoleGuard');
