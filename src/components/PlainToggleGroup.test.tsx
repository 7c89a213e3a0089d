import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/theme';
import { PlainToggleGroup } from './PlainToggleGroup';

function Cycle({ changes }: { changes: string[] }) {
  const [value, setValue] = useState<'yearly' | 'monthly' | 'weekly'>('yearly');
  return (
    <ThemeProvider theme={theme}>
      <button type="button">Before</button>
      <PlainToggleGroup
        aria-label="Billing cycle"
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        options={[
          { value: 'yearly', label: 'Yearly' },
          { value: 'monthly', label: 'Monthly' },
          { value: 'weekly', label: 'Weekly' },
        ]}
      />
    </ThemeProvider>
  );
}

describe('PlainToggleGroup', () => {
  it('presses the chosen option, changes on a click and not when the chosen one is clicked again', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(<Cycle changes={changes} />);
    const group = screen.getByRole('group', { name: 'Billing cycle' });
    expect(screen.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(changes).toEqual(['monthly']);
    expect(group).toContainElement(screen.getByRole('button', { name: 'Monthly', pressed: true }));
  });

  it('is one tab stop, the chosen option, and the arrows move between the options, wrapping', async () => {
    const user = userEvent.setup();
    render(<Cycle changes={[]} />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yearly' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Weekly' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Yearly' })).toHaveFocus();
    // Moving focus does not choose; Enter does.
    await user.keyboard('{End}{Enter}');
    expect(screen.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});
