import { render, screen, waitFor } from '@testing-library/react';
import { Dialog, DialogTitle } from '@mui/material';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { getSettings } from '../settings';
import { MockControls } from './MockControls';

test('the panel opens, is labelled, passes axe and changes the scenario', async () => {
  const user = userEvent.setup();
  const onReset = jest.fn();
  const { container } = render(<MockControls defaultOpen={false} onReset={onReset} />);
  await user.click(screen.getByRole('button', { name: 'Mock backend' }));
  expect(screen.getByRole('region', { name: 'Mock backend controls' })).toBeInTheDocument();
  expect(screen.getByRole('slider', { name: 'Failure rate' })).toBeInTheDocument();
  expect(screen.getByRole('slider', { name: 'Minimum latency' })).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: 'Scenario' }));
  await user.click(screen.getByRole('option', { name: 'Generations fail' }));
  expect(getSettings().scenario).toBe('taskFails');

  await user.click(screen.getByRole('button', { name: 'Reset data to the seed' }));
  expect(onReset).toHaveBeenCalled();

  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Collapse mock controls' }));
  expect(screen.queryByRole('region', { name: 'Mock backend controls' })).not.toBeInTheDocument();
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
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Mock backend', hidden: true })).toBeNull());
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
