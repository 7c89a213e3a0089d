import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { phaseOf } from '@mocks/engine/tasks';
import { renderWithProviders } from '@/test/render';
import { AiTaskSection } from '../components/AiTaskSection';
import { adminSession } from './adminSession';

adminSession('/api/');
let retries: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/api/image/retryTask') retries.push(url.searchParams.get('task_id') ?? '');
};
beforeEach(() => {
  retries = [];
  server.events.on('request:start', record);
});
afterEach(() => server.events.removeListener('request:start', record));

const failedRecords = () => db().records.filter((r) => phaseOf(r).status === 'failure');

describe('AI tasks', () => {
  it("lists every user's failed tasks with their reasons", async () => {
    const failed = failedRecords();
    renderWithProviders(<AiTaskSection />);
    const table = await screen.findByRole('table', { name: 'AI tasks' });
    const newest = [...failed].sort((a, b) => b.created_at - a.created_at)[0];
    expect(await within(table).findByText(newest.record_id)).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Retry / }).length).toBeGreaterThan(0);
  });

  it('retries a failed task only after the confirmation; Cancel calls nothing', async () => {
    const user = userEvent.setup();
    const target = [...failedRecords()].sort((a, b) => b.created_at - a.created_at)[0];
    renderWithProviders(<AiTaskSection />);
    const button = await screen.findByRole('button', { name: `Retry ${target.record_id}` });
    await user.click(button);
    let dialog = await screen.findByRole('dialog', { name: 'Retry task' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(retries).toEqual([]);
    await user.click(screen.getByRole('button', { name: `Retry ${target.record_id}` }));
    dialog = await screen.findByRole('dialog', { name: 'Retry task' });
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(retries).toEqual([target.task_id ?? target.record_id]);
    expect(phaseOf(db().records.find((r) => r.record_id === target.record_id)!).status).not.toBe('failure');
  });

  it('shows the empty running list and the failed state with a retry', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/user/history', ({ request }) =>
        new URL(request.url).searchParams.get('status') === 'running'
          ? HttpResponse.json({
              code: 0,
              message: 'success',
              data: { list: [], current: 1, pageSize: 20, total: 0 },
            })
          : HttpResponse.json({ code: 500, message: 'boom', data: null }, { status: 500 }),
      ),
    );
    renderWithProviders(<AiTaskSection />);
    expect(await screen.findByText('The AI tasks could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Running' }));
    expect(await screen.findByText('No running tasks.')).toBeInTheDocument();
  });
});
