import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { server } from '@mocks/node';
import { DEMO_ACCESS_TOKEN, DEMO_USER_ID } from '@mocks/db/seed';
import { useGetUserInfoQuery } from '@/api/endpoints/user';
import { claimBatch } from '@/features/batch/runner';
import { newBatch, readBatch, saveBatch, type Batch } from '@/features/batch/store';
import { notifySessionChange } from '@/hooks/useSignedIn';
import BatchPage from '@/pages/marketing/BatchPage';
import { renderWithProviders } from '@/test/render';
import { userEvent } from '@/test/userEvent';
import { removeCookie, writeCookie } from '@/utils/cookies';
import { BatchRunnerSlot } from '../layouts/BatchRunnerSlot';

const OWNER = String(DEMO_USER_ID);
const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'success', data });
const SETTINGS = { prompt: 'on white marble', templateIds: [7], model: 'gpt-image-1' };

function Signed({ children }: { children: React.ReactNode }) {
  useGetUserInfoQuery(undefined, { skip: !document.cookie.includes('accessToken') });
  return <>{children}</>;
}

/** Generations the test ends by hand: `outcome[record]` is 'success' or 'failure' once it ended. */
function generations() {
  const outcome: Record<string, string> = {};
  const sent: number[] = [];
  server.use(
    http.post('*/api/image/createDescImage', async ({ request }) => {
      const body = (await request.json()) as { image_id: number };
      sent.push(body.image_id);
      return ok({ record_id: `rec-${body.image_id}` });
    }),
    http.get('*/api/action/getTask', ({ request }) => {
      const record_id = new URL(request.url).searchParams.get('record_id')!;
      const status = outcome[record_id] ?? 'progress';
      return ok({
        record_id,
        status,
        progress: 0,
        function: { key: 'descImageGeneration' },
        params: {},
        result: status === 'success' ? [{ image_id: 9000, path: `/media/${record_id}.png` }] : [],
        record_tasks: [],
        create_time: '2026-01-01T00:00:00Z',
      });
    }),
  );
  const finish = (...imageIds: number[]) => imageIds.forEach((id) => (outcome[`rec-${id}`] = 'success'));
  return { sent, finish };
}

/** A batch of `count` rings, as 'Start batch' keeps it (every item to be sent) unless `send` is false. */
function storeBatch(
  count: number,
  { send = true, runner }: { send?: boolean; runner?: Batch['runner'] } = {},
) {
  const batch = newBatch({
    tool: 'static',
    products: Array.from({ length: count }, (_, index) => ({
      imageId: 1001 + index,
      name: `Ring ${index + 1}`,
      path: `/media/ring-${index + 1}.png`,
    })),
    settings: SETTINGS,
    unitCost: 1,
    send,
  });
  saveBatch(OWNER, { ...batch, runner });
  return batch;
}

const states = (batch: Batch) => readBatch(OWNER, batch.id)!.items.map((item) => item.state);
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));
afterEach(() => {
  window.localStorage.clear();
  removeCookie('accessToken');
});

describe('a batch goes on whatever the screen (issue 45 §1)', () => {
  it('sends what waits after the user left the batch page, three at a time, and tells of the batch once', async () => {
    const { sent, finish } = generations();
    const focus = jest.spyOn(document, 'hasFocus').mockReturnValue(true);
    const batch = storeBatch(5, { send: false });
    // The slot sits in the layout, above the routes, as in the app.
    const { router, store } = renderWithProviders(
      <Signed>
        <BatchRunnerSlot />
        <Routes>
          <Route path="/marketing/batch/:batchId" element={<BatchPage />} />
          <Route path="/explore" element={<p>Explore</p>} />
        </Routes>
      </Signed>,
      { route: `/marketing/batch/${batch.id}` },
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send the waiting ones' }));
    await waitFor(() => expect(sent).toEqual([1001, 1002, 1003]));
    // The user goes to another screen: the batch page is gone, the batch is not.
    await act(() => router.navigate('/explore'));
    expect(await screen.findByText('Explore')).toBeVisible();
    finish(1001, 1002);
    await waitFor(() => expect(sent).toEqual([1001, 1002, 1003, 1004, 1005]), { timeout: 8000 });
    finish(1003, 1004, 1005);
    await waitFor(() => expect(states(batch)).toEqual(Array(5).fill('done')), { timeout: 8000 });
    // Away from its screen, the batch's end is one notice, not five.
    expect(store.getState().tasks.unseen).toEqual([
      expect.objectContaining({ recordId: `group:${batch.id}`, status: 'success' }),
    ]);
    // Once idle, the tab lets the batch go.
    await waitFor(() => expect(readBatch(OWNER, batch.id)?.runner).toBeUndefined());
    focus.mockRestore();
  });

  it('sends nothing for a signed-out user, nor a batch kept for the way back from the payment page', async () => {
    const { sent } = generations();
    removeCookie('accessToken');
    const started = storeBatch(2);
    const kept = storeBatch(2, { send: false });
    renderWithProviders(
      <Signed>
        <BatchRunnerSlot />
      </Signed>,
    );
    await pause(400);
    expect(sent).toEqual([]);
    // Signed in: the started batch goes on; the kept one waits for 'Send the waiting ones'.
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    act(() => notifySessionChange());
    await waitFor(() => expect(sent.sort()).toEqual([1001, 1002]), { timeout: 5000 });
    expect(states(kept)).toEqual(['queued', 'queued']);
    expect(states(started)).toEqual(['running', 'running']);
  });

  it('a sign-out mid-batch keeps what waits, unsent, until the user signs in and asks again', async () => {
    const { sent, finish } = generations();
    const batch = storeBatch(4);
    renderWithProviders(
      <Signed>
        <BatchRunnerSlot />
      </Signed>,
    );
    await waitFor(() => expect(sent).toEqual([1001, 1002, 1003]));
    removeCookie('accessToken');
    act(() => notifySessionChange());
    finish(1001, 1002, 1003);
    await pause(400);
    expect(readBatch(OWNER, batch.id)).toMatchObject({ signedOut: true });
    expect(states(batch)[3]).toBe('queued');
    // Signed in again: nothing is sent on its own; the batch page offers 'Send the waiting ones'.
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    act(() => notifySessionChange());
    await pause(500);
    expect(sent).toEqual([1001, 1002, 1003]);
  });

  it('leaves a batch another tab sends to that tab, and takes it over once that tab is gone', async () => {
    const { sent } = generations();
    const until = Date.now() + 900;
    const batch = storeBatch(2, { runner: { tab: 'another-tab', until } });
    renderWithProviders(
      <Signed>
        <BatchRunnerSlot />
      </Signed>,
    );
    await pause(500);
    expect(sent).toEqual([]);
    expect(states(batch)).toEqual(['queued', 'queued']);
    // The other tab closed without a word: its claim runs out, and the next look at the batches takes it over.
    await pause(until - Date.now() + 50);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'elsewhere' }));
    });
    await waitFor(() => expect(sent.sort()).toEqual([1001, 1002]), { timeout: 5000 });
    expect(readBatch(OWNER, batch.id)?.runner?.tab).not.toBe('another-tab');
  });

  it('of two tabs claiming a batch at the same moment, one sends it', async () => {
    const batch = storeBatch(1);
    const claims = await Promise.all([
      claimBatch(OWNER, batch.id, 'tab-a'),
      claimBatch(OWNER, batch.id, 'tab-b'),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    // A live claim holds the others off.
    expect(await claimBatch(OWNER, batch.id, 'tab-c')).toBe(false);
  });
});
