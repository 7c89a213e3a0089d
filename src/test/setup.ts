import '@testing-library/jest-dom';
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
