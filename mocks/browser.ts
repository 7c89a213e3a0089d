import { setupWorker } from 'msw/browser';
import { whenIdle } from '@/utils/schedule';
import { clearPersisted, restoreOrSeed, startPersistence } from './db/persist';
import { configureTaskTiming } from './engine/tasks';
import { handlers, handlersWith } from './handlers';
import { isScenario, leaveScenarios, scenarios } from './scenarios';
import {
  onSettingsChange,
  parseLatency,
  settingsFromSearch,
  updateSettings,
  type MockSettings,
} from './settings';

/**
 * The in-browser mock backend (mock mode only; src/main.tsx imports this file dynamically).
 * `?mock=reset` starts from the seed again; `?mock_latency=0-50&mock_fail=0.2&mock_scenario=taskFails`
 * set the knobs (kept for the tab's session), as does the mock-controls panel; `?mock_task_ms=1000-2000`
 * sets how long generations take; `?mock_order=fail|hang` makes order status queries fail or hang and
 * `?mock_order_timeout_ms=20000` shortens the payment flow's 10-minute timeout; `?mock_review_ms=2000` sets how
 * long production and pre-sale applications wait for their review (default 20 s).
 */
export const worker = setupWorker(...handlers);

const SETTINGS_KEY = 'mock-settings';
const TASK_MS_KEY = 'mock-task-ms';
/**
 * The payment flow's order timeout (10 minutes) in mock mode, read by src/features/payment/constants.ts
 * under the same key: `?mock_order_timeout_ms=20000` rehearses the timeout in 20 s.
 */
const ORDER_TIMEOUT_KEY = 'mock-order-timeout-ms';

function readSessionSettings(): Partial<MockSettings> {
  try {
    return JSON.parse(sessionStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<MockSettings>;
  } catch {
    return {};
  }
}

/**
 * The scenario's handlers go in after the picture and clip handlers rather than on top of the list
 * (`worker.use`): scenarios only concern backend calls, and every handler MSW tries costs a cookie read.
 */
function applyScenario(name: string): void {
  leaveScenarios();
  worker.resetHandlers(...handlersWith(isScenario(name) && name !== 'default' ? scenarios[name] : []));
}

/** Removes the `mock*` parameters from the address bar so the app's own routing never sees them. */
function cleanUrl(url: URL): void {
  const names = [
    'mock',
    'mock_latency',
    'mock_fail',
    'mock_scenario',
    'mock_task_ms',
    'mock_order',
    'mock_order_timeout_ms',
    'mock_review_ms',
  ];
  if (!names.some((n) => url.searchParams.has(n))) return;
  names.forEach((n) => url.searchParams.delete(n));
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export async function startMockWorker(): Promise<void> {
  const url = new URL(window.location.href);
  if (url.searchParams.get('mock') === 'reset') {
    clearPersisted();
    sessionStorage.removeItem(SETTINGS_KEY);
    sessionStorage.removeItem(TASK_MS_KEY);
    sessionStorage.removeItem(ORDER_TIMEOUT_KEY);
  }
  // No snapshot after `?mock=reset`: a fresh seed. Between slices the page paints and answers input.
  await restoreOrSeed(() => new Promise((resolve) => setTimeout(resolve, 0)));
  startPersistence();

  let scenario = 'default';
  onSettingsChange((s) => {
    try {
      sessionStorage.setItem(SETTINGS_KEY, JSON.stringify(s));
    } catch {
      // Private mode: settings simply do not survive a reload.
    }
    if (s.scenario !== scenario) {
      scenario = s.scenario;
      applyScenario(scenario);
    }
  });
  updateSettings({ ...readSessionSettings(), ...settingsFromSearch(url.search) });
  // `?mock_task_ms=1000-2000`: how long generations take (default 6–9 s), e.g. for quick e2e runs.
  const taskMs =
    parseLatency(url.searchParams.get('mock_task_ms')) ?? parseLatency(sessionStorage.getItem(TASK_MS_KEY));
  if (taskMs) {
    configureTaskTiming({ minMs: taskMs[0], maxMs: Math.max(taskMs[0], taskMs[1]) });
    sessionStorage.setItem(TASK_MS_KEY, taskMs.join('-'));
  }
  const orderTimeout = Number(url.searchParams.get('mock_order_timeout_ms'));
  if (orderTimeout > 0) sessionStorage.setItem(ORDER_TIMEOUT_KEY, String(Math.round(orderTimeout)));
  cleanUrl(url);

  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });

  // The panel is the developer's, not the page's: its chunks and first render wait until the page's first screen is
  // shown and the browser is idle, instead of sharing the connection and the main thread with the first pictures.
  whenIdle(() => void import('./controls/mount').then(({ mountMockControls }) => mountMockControls()));
}
