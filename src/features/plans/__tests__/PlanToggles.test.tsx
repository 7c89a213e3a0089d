import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/theme';
import { CycleToggle } from '../components/PlanToggles';
import type { PlanCycle } from '../planMath';
import type { PlanTexts } from '../dictionary';

const texts = {
  cycle: 'Billing cycle',
  yearly: 'Yearly',
  yearlyBadge: '-20%',
  monthly: 'Monthly',
} as PlanTexts;

function Cycle({ changes }: { changes: string[] }) {
  const [cycle, setCycle] = useState<PlanCycle>('yearly');
  return (
    <ThemeProvider theme={theme}>
      <button type="button">Before</button>
      <CycleToggle
        cycle={cycle}
        texts={texts}
        onChange={(next) => {
          changes.push(next);
          setCycle(next);
        }}
      />
    </ThemeProvider>
  );
}

describe('the billing cycle toggle (MUI ToggleButtonGroup)', () => {
  it('presses the chosen option, changes on a click and stays chosen when clicked again', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(<Cycle changes={changes} />);
    const group = screen.getByRole('group', { name: 'Billing cycle' });
    expect(screen.getByRole('button', { name: /^Yearly/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(changes).toEqual(['monthly']);
    expect(group).toContainElement(screen.getByRole('button', { name: 'Monthly', pressed: true }));
  });

  it('is one tab stop, the chosen option, and the arrows move between the options', async () => {
    const user = userEvent.setup();
    render(<Cycle changes={[]} />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('button', { name: /^Yearly/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveFocus();
    // Moving focus does not choose; Enter does.
    expect(screen.getByRole('button', { name: /^Yearly/ })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});
