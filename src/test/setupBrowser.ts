import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { resetMockState, server } from '@mocks/node';

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
// machine (an editor, the dev server and a browser beside `npm test`) must not reach it on a green run.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // A file whose tests are ordered steps over shared state (the contract walk) opts out.
  if ((globalThis as { __keepMockStateBetweenTests?: boolean }).__keepMockStateBetweenTests) return;
  resetMockState();
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
