import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderWithProviders } from '@/test/render';
import { useBatchPolling } from '../hooks/useBatchPolling';

const realSetTimeout = globalThis.setTimeout;
let requests = 0;
let replies: string[][] = [];

const record = (record_id: string, status: string) => ({
  record_id,
  status,
  progress: 0,
  function: { key: 'descImageGeneration' },
  params: {},
  result: [],
  record_tasks: status.toLowerCase() === 'failure' ? [{ task_id: 't', status, failReason: 'No model' }] : [],
  create_time: '2026-01-01T00:00:00Z',
});

beforeEach(() => {
  // The store notifies on animation frames (RTK auto-batching); those stay real so renders happen.
  jest.useFakeTimers({
    doNotFake: ['queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  requests = 0;
  server.use(
    http.get('*/api/image/getTasksByBatchId', () => {
      requests += 1;
      const statuses = replies.length > 1 ? replies.shift()! : replies[0];
      return HttpResponse.json({
        code: 0,
        message: 'success',
        data: statuses.map((status, index) => record(`r${index}`, status)),
      });
    }),
  );
});
afterEach(() => jest.useRealTimers());

let store: ReturnType<typeof renderWithProviders>['store'];
const pending = () =>
  Object.values(store.getState().api.queries).some((query) => query?.status === 'pending');

/** Moves the clock, then waits (on real time) until the mocked network has answered. */
async function tick(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 200 && (i < 3 || pending()); i += 1) {
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 10));
      await jest.advanceTimersByTimeAsync(0);
    });
  }
}

function Batch() {
  const { tasks, isRunning } = useBatchPolling('bat_1');
  return (
    <p data-testid="batch">
      {isRunning ? 'running' : 'done'}:
      {tasks.map((task) => `${task.status}${task.reason ? `(${task.reason})` : ''}`).join(',')}
    </p>
  );
}

it('polls a batch every 3 s while any task runs, then stops', async () => {
  replies = [
    ['begin', 'progress'],
    ['success', 'IN_PROGRESS'],
    ['success', 'FAILURE'],
  ];
  ({ store } = renderWithProviders(<Batch />));
  await tick(0);
  expect(requests).toBe(1);
  expect(screen.getByTestId('batch')).toHaveTextContent('running:begin,progress');
  await tick(3000);
  expect(screen.getByTestId('batch')).toHaveTextContent('running:success,progress');
  await tick(3000);
  expect(requests).toBe(3);
  expect(screen.getByTestId('batch')).toHaveTextContent('done:success,failure(No model)');
  await tick(15_000);
  expect(requests).toBe(3);
});

it('stops polling a batch when the view unmounts', async () => {
  replies = [['progress']];
  const view = renderWithProviders(<Batch />);
  store = view.store;
  await tick(3000);
  const before = requests;
  view.unmount();
  await tick(15_000);
  expect(requests).toBe(before);
});
