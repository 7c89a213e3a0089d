import { format } from 'node:util';

// A quiet run: an unexpected console.error or console.warn (a React act(...) or key warning, a failed request the
// app logs, jsdom's 'Not implemented', a request the mock backend has no handler for) fails the test that caused
// it, with the message. A test that expects one asserts or silences it in that test:
// `const log = jest.spyOn(console, 'error').mockImplementation(() => {})`, then `expect(log).toHaveBeenCalledWith(…)`.
// The spy replaces this guard for that test only: the guard is put back after each test.

const problems: string[] = [];
const guards = {
  error: (...args: unknown[]) => problems.push(`console.error: ${format(...args)}`),
  warn: (...args: unknown[]) => problems.push(`console.warn: ${format(...args)}`),
};
const guardConsole = () => Object.assign(console, guards);

function failOnConsole(when: string) {
  if (!problems.length) return;
  const found = problems.splice(0).map((text) => (text.length > 3000 ? `${text.slice(0, 3000)} …` : text));
  throw new Error(
    `Unexpected console output ${when} (assert or silence it in the test, docs/testing.md "Writing a test"):\n` +
      found.join('\n'),
  );
}

guardConsole();
// Output after a test ended (a promise settling after the unmount) is reported by the next test of the file or
// after the last one.
beforeEach(() => failOnConsole('before this test, after the previous one ended'));
// Registered after React Testing Library's automatic cleanup, so what the unmount logs counts for the test.
afterEach(() => {
  guardConsole();
  failOnConsole('in this test');
});
afterAll(() => failOnConsole('after the last test of the file'));
