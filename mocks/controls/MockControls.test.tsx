import { act, render, screen, waitFor, within } from '@testing-library/react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import userEvent from '@testing-library/user-event';
import { receiveTelemetry } from '../engine/telemetry';
import { getSettings } from '../settings';
import { MockControls } from './MockControls';

// Its accessibility (axe, contrast included) is checked in Chromium: the story 'Mock backend/Controls panel › Expanded'.
test('the panel opens, is labelled and changes the scenario', async () => {
  const user = userEvent.setup();
  const onReset = jest.fn();
  const { unmount } = render(<MockControls defaultOpen={false} onReset={onReset} />);
  await user.click(screen.getByRole('button', { name: 'Mock backend' }));
  // A developer tool, English in either language of the app: declared so (the 中文 walk skips it).
  expect(screen.getByRole('region', { name: 'Mock backend controls' }).closest('[lang]')).toHaveAttribute(
    'lang',
    'en',
  );
  expect(screen.getByRole('slider', { name: 'Failure rate' })).toBeInTheDocument();
  expect(screen.getByRole('slider', { name: 'Minimum latency' })).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: 'Scenario' }));
  await user.click(screen.getByRole('option', { name: 'Generations fail' }));
  expect(getSettings().scenario).toBe('taskFails');

  await user.click(screen.getByRole('button', { name: 'Reset data to the seed' }));
  expect(onReset).toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Collapse mock controls' }));
  expect(screen.queryByRole('region', { name: 'Mock backend controls' })).not.toBeInTheDocument();
  // Before the reset after each test, which would update a panel still listening.
  unmount();
});

test('the panel shows the telemetry reports the mock took, newest first, and clears them', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<MockControls defaultOpen />);
  expect(screen.getByRole('heading', { name: 'Telemetry: 0 reports' })).toBeInTheDocument();
  act(() => {
    receiveTelemetry(
      JSON.stringify({
        v: 1,
        page: 'p1',
        sampleRate: 1,
        events: [
          { type: 'vital', name: 'LCP', value: 1840, rating: 'good', route: '/', at: 2000 },
          {
            type: 'request',
            method: 'GET',
            path: '/api/user/info',
            status: 500,
            code: 500,
            route: '/space',
            at: 2100,
          },
          { type: 'error', kind: 'error', message: 'Error: boom', route: '/space', at: 2200, count: 3 },
        ],
      }),
    );
  });
  expect(screen.getByRole('heading', { name: 'Telemetry: 3 reports' })).toBeInTheDocument();
  const items = within(screen.getByRole('list', { name: 'Latest telemetry reports' })).getAllByRole(
    'listitem',
  );
  expect(items.map((item) => item.textContent)).toEqual([
    'Error: Error: boom ×3 · /space',
    'GET /api/user/info → 500 · /space',
    'LCP 1840 ms (good) · /',
  ]);
  await user.click(screen.getByRole('button', { name: 'Clear telemetry reports' }));
  expect(screen.getByRole('heading', { name: 'Telemetry: 0 reports' })).toBeInTheDocument();
  expect(screen.getByText('Off: VITE_TELEMETRY_URL is empty in this build.')).toBeInTheDocument();
  unmount();
});

test('the chip steps out of the way of an open dialog and comes back when it closes', async () => {
  const { rerender } = render(
    <>
      <MockControls defaultOpen={false} onReset={jest.fn()} />
      <Dialog open={false}>
        <DialogTitle>Card payment</DialogTitle>
      </Dialog>
    </>,
  );
  expect(screen.getByRole('button', { name: 'Mock backend' })).toBeInTheDocument();
  rerender(
    <>
      <MockControls defaultOpen={false} onReset={jest.fn()} />
      <Dialog open>
        <DialogTitle>Card payment</DialogTitle>
      </Dialog>
    </>,
  );
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Mock backend', hidden: true })).toBeNull(),
  );
  rerender(
    <>
      <MockControls defaultOpen={false} onReset={jest.fn()} />
      <Dialog open={false}>
        <DialogTitle>Card payment</DialogTitle>
      </Dialog>
    </>,
  );
  expect(await screen.findByRole('button', { name: 'Mock backend' })).toBeInTheDocument();
});
