import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { DEMO_ACCESS_TOKEN, DEMO_USER_ID } from '@mocks/db/seed';
import { useGetUserInfoQuery } from '@/api/endpoints/user';
import { renderWithProviders } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import { batchesKey, newBatch, readBatches, saveBatch, type Batch } from '@/features/batch/store';
import { exportFiles } from '@/features/export/encode';
import { saveFiles } from '@/utils/download/download';
import BatchPage from '../BatchPage';

// The export's drawing is the export's own test: here, which pictures go and under which zip name.
jest.mock('@/features/export/encode', () => ({
  ...jest.requireActual('@/features/export/encode'),
  exportFiles: jest.fn(async () => [
    { name: 'a.jpg', blob: new Blob(['a']) },
    { name: 'b.jpg', blob: new Blob(['b']) },
  ]),
}));
jest.mock('@/utils/download/download', () => ({
  ...jest.requireActual('@/utils/download/download'),
  saveFiles: jest.fn(async () => 'saved'),
}));

const OWNER = String(DEMO_USER_ID);
const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'success', data });

const picture = (id: number) => ({
  image_id: 1000 + id,
  name: `Ring ${id}`,
  path: `/media/ring-${id}.png`,
  width: 800,
  height: 800,
});

function Signed({ children }: { children: React.ReactNode }) {
  useGetUserInfoQuery();
  return <>{children}</>;
}

const SETTINGS = { prompt: 'on white marble', templateIds: [7], model: 'gpt-image-1' };

beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));
afterEach(() => window.localStorage.clear());

/** Records the test ends by hand: `outcome[record]` is 'success' or 'failure' once it ended. */
function generations() {
  const outcome: Record<string, string> = {};
  let next = 0;
  const sent: number[] = [];
  server.use(
    http.post('*/api/image/createDescImage', async ({ request }) => {
      const body = (await request.json()) as { image_id: number };
      sent.push(body.image_id);
      next += 1;
      return ok({ record_id: `rec-${body.image_id}-new${next}` });
    }),
    http.get('*/api/action/getTask', ({ request }) => {
      const record_id = new URL(request.url).searchParams.get('record_id')!;
      const status = outcome[record_id] ?? 'progress';
      const imageId = Number(record_id.split('-')[1]);
      return ok({
        record_id,
        status,
        progress: 0,
        function: { key: 'descImageGeneration' },
        params: {},
        result: status === 'success' ? [{ image_id: imageId + 5000, path: `/media/out-${imageId}.png` }] : [],
        record_tasks:
          status === 'failure' ? [{ task_id: 't', status, failReason: 'No model in the picture' }] : [],
        create_time: '2026-01-01T00:00:00Z',
      });
    }),
  );
  return { outcome, sent };
}

function storeBatch(count: number, patch: (batch: Batch) => Batch = (batch) => batch): Batch {
  const batch = patch(
    newBatch(
      'static',
      'Rings',
      Array.from({ length: count }, (_, index) => {
        const { image_id, name, path } = picture(index + 1);
        return { imageId: image_id, name, path };
      }),
      SETTINGS,
      1,
    ),
  );
  saveBatch(OWNER, batch);
  return batch;
}

const renderBatch = (batch: Batch) =>
  renderWithProviders(
    <Signed>
      <BatchPage />
    </Signed>,
    { route: `/marketing/batch/${batch.id}`, path: '/marketing/batch/:batchId' },
  );

const row = (name: string) => screen.getByRole('listitem', { name });

describe('the batch view (issue 45 §1)', () => {
  it('shows each product with its status and results as they land, survives a reload, retries only the failed', async () => {
    const { outcome, sent } = generations();
    const batch = storeBatch(3, (b) => ({
      ...b,
      items: b.items.map((item, index) =>
        index === 2 ? item : { ...item, state: 'running', recordIds: [`rec-${item.imageId}-${index}`] },
      ),
    }));
    outcome['rec-1001-0'] = 'success';
    outcome['rec-1002-1'] = 'failure';
    const view = renderBatch(batch);
    expect(await screen.findByRole('heading', { name: 'Rings' })).toBeVisible();
    // After a reload the running records are read from the server; the waiting one can be sent.
    await waitFor(() => expect(screen.getByText('1 of 3 done · 1 failed')).toBeVisible(), { timeout: 4000 });
    expect(within(row('Ring 1')).getByText('Done')).toBeVisible();
    expect(within(row('Ring 1')).getByRole('img', { name: 'Result 1 of Ring 1' })).toBeVisible();
    expect(within(row('Ring 2')).getByText('Failed')).toBeVisible();
    expect(within(row('Ring 2')).getByText('No model in the picture')).toBeVisible();
    expect(within(row('Ring 3')).getByText('Waiting')).toBeVisible();
    expect(sent).toEqual([]);

    // Retry sends the failed product only (not the done one, not the waiting one).
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry failed' }));
    await waitFor(() => expect(sent).toEqual([1002]));
    outcome['rec-1002-new1'] = 'success';
    await waitFor(() => expect(within(row('Ring 2')).getByText('Done')).toBeVisible(), { timeout: 4000 });
    expect(screen.getByText('2 of 3 done')).toBeVisible();
    view.unmount();

    // A reload (a new page on the same storage) shows the same batch.
    renderBatch(batch);
    expect(await screen.findByText('2 of 3 done')).toBeVisible();
    // The ended records are read again from the server: their results are there after the reload.
    expect(await within(row('Ring 1')).findByRole('img', { name: 'Result 1 of Ring 1' })).toBeVisible();
    expect(await within(row('Ring 2')).findByRole('img', { name: 'Result 1 of Ring 2' })).toBeVisible();
    expect(within(row('Ring 3')).getByText('Waiting')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send the waiting ones' })).toBeEnabled();

    // All results through the export presets, as one zip named after the batch.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export all for…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export for…' });
    await userEvent.setup().click(within(dialog).getByRole('checkbox', { name: /^Amazon/ }));
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Export 2 files' }));
    await waitFor(() => expect(saveFiles).toHaveBeenCalledWith(expect.any(Array), 'Rings.zip'));
    expect(exportFiles).toHaveBeenCalledWith(
      [
        { path: '/media/out-1001.png', name: 'Ring 1' },
        { path: '/media/out-1002.png', name: 'Ring 2' },
      ],
      expect.anything(),
    );
  });

  it('sends at most three at a time and cancels the waiting ones', async () => {
    const { sent, outcome } = generations();
    const batch = storeBatch(5);
    renderBatch(batch);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send the waiting ones' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    await waitFor(() => expect(within(row('Ring 1')).getByText('Generating')).toBeVisible());
    expect(within(row('Ring 4')).getByText('Waiting')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel the waiting ones' }));
    expect(within(row('Ring 4')).getByText('Cancelled')).toBeVisible();
    expect(within(row('Ring 5')).getByText('Cancelled')).toBeVisible();
    expect(within(row('Ring 1')).getByText('Generating')).toBeVisible();
    expect(sent).toEqual([1001, 1002, 1003]);
    // Those in flight finish on the server and land; nothing more is sent.
    for (const id of [1, 2, 3]) outcome[`rec-100${id}-new${id}`] = 'success';
    await waitFor(() => expect(screen.getByText('3 of 5 done')).toBeVisible(), { timeout: 4000 });
    expect(sent).toHaveLength(3);
  });

  it('counts the batch once in the finished-work notices, not once per product', async () => {
    const { outcome } = generations();
    // The user is in another window while the batch runs.
    const focus = jest.spyOn(document, 'hasFocus').mockReturnValue(false);
    const batch = storeBatch(3);
    const { store } = renderBatch(batch);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send the waiting ones' }));
    await waitFor(() => expect(within(row('Ring 3')).getByText('Generating')).toBeVisible());
    for (const id of [1, 2, 3]) outcome[`rec-100${id}-new${id}`] = id === 2 ? 'failure' : 'success';
    await waitFor(() => expect(screen.getByText('2 of 3 done · 1 failed')).toBeVisible(), { timeout: 4000 });
    expect(store.getState().tasks.unseen).toEqual([
      expect.objectContaining({
        recordId: `group:${batch.id}`,
        status: 'success',
        label: 'Batch of 3 products (2 done)',
        path: `/marketing/batch/${batch.id}`,
      }),
    ]);
    focus.mockRestore();
  });

  it('follows a second tab through the storage event', async () => {
    generations();
    const batch = storeBatch(2);
    renderBatch(batch);
    expect(await screen.findByText('0 of 2 done')).toBeVisible();
    // Another tab wrote the batch: this one reads it from storage on the event.
    const other = readBatches(OWNER).map((b) => ({
      ...b,
      items: b.items.map((item) => ({ ...item, state: 'cancelled' as const })),
    }));
    window.localStorage.setItem(batchesKey(OWNER), JSON.stringify(other));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: batchesKey(OWNER) }));
    });
    expect(within(row('Ring 1')).getByText('Cancelled')).toBeVisible();
    expect(within(row('Ring 2')).getByText('Cancelled')).toBeVisible();
  });

  it('says when the batch is not kept in this browser', async () => {
    renderWithProviders(
      <Signed>
        <BatchPage />
      </Signed>,
      { route: '/marketing/batch/unknown', path: '/marketing/batch/:batchId' },
    );
    expect(await screen.findByText('This batch is not kept in this browser.')).toBeVisible();
  });
});
