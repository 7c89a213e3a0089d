import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { removeTestStyles } from './styles';

// MSW records where each handler was declared by reading a new Error's stack, which Jest maps through the source
// maps of every frame: about 0.13 CPU-s per test file for the mock backend's handlers, for a field nothing reads
// (a handler's `info.callFrame`). So the handler modules load with empty stacks; a handler a test adds is as before.
const stackTraceLimit = Error.stackTraceLimit;
Error.stackTraceLimit = 0;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded between the two lines that set the limit
const { resetMockState, server } = require('@mocks/node') as typeof import('@mocks/node');
Error.stackTraceLimit = stackTraceLimit;

// One mock backend for every test file: the same handlers as the browser and Storybook.
// Tests override behaviour with `server.use(...)` (e.g. `scenarios.outOfCredits`); everything resets after each test.
(globalThis as { __mockServerListening?: boolean }).__mockServerListening = true;

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

// Waits are on state (findBy…, waitFor), never on time: their limit only says when a wait gives up, and a busy
// machine (an editor, the dev server and a browser beside `npm test`) must not reach it on a green run. A screen's
// first render in a file loads its modules, which took 9 s on a 2-core machine at load 14; so one limit for every
// wait, far above that, and no test sets its own (docs/testing.md "Steady").
//
// Role queries include elements hidden by CSS (`defaultHidden`): deciding what is hidden walks jsdom's
// getComputedStyle up every ancestor of every candidate, most of a screen test's CPU time with MUI's styles, for an
// answer jsdom gets only partly right (no layout). What is out of the accessibility tree by markup (`hidden`,
// `aria-hidden`, `display: none` set inline) is asserted with jest-dom's `toBeVisible` / `not.toBeInTheDocument`
// where a test means it (docs/testing.md "Cost").
configure({ asyncUtilTimeout: 30_000, defaultHidden: true });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// After React Testing Library's cleanup (registered when it was imported above): nothing drawn is left to need them.
afterEach(removeTestStyles);
afterEach(() => {
  // A file whose tests are ordered steps over shared state (the contract walk) opts out.
  if ((globalThis as { __keepMockStateBetweenTests?: boolean }).__keepMockStateBetweenTests) return;
  resetMockState();
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
