import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazySlider } from './LazySlider';

// Counts how often MUI's Slider module is evaluated.
let mockLoads = 0;
jest.mock('@mui/material/Slider', () => {
  mockLoads += 1;
  return jest.requireActual('@mui/material/Slider');
});
// No idle preload here: each test says when the real slider is asked for.
jest.mock('@/utils/schedule', () => ({ whenIdle: () => () => {} }));

const MARKS = [30, 40, 50, 60].map((value) => ({ value, label: String(value) }));

function Field({ onChange = () => {} }: { onChange?: (value: number) => void }) {
  const [value, setValue] = useState(30);
  return (
    <>
      <span id="buyers-label">Buyers</span>
      <LazySlider
        aria-labelledby="buyers-label"
        min={30}
        max={60}
        step={10}
        marks={MARKS}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
}

describe('LazySlider', () => {
  it('draws the slider without MUI\u2019s Slider: a named slider with its value, and the mark labels', () => {
    render(<Field />);
    const slider = screen.getByRole('slider', { name: 'Buyers' });
    expect(slider).toHaveAttribute('aria-valuenow', '30');
    expect(slider).toHaveAttribute('aria-valuemin', '30');
    expect(slider).toHaveAttribute('aria-valuemax', '60');
    expect(slider).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('50')).toBeInTheDocument();
    expect(mockLoads).toBe(0);
  });

  it('answers the arrow keys, Home and End before the real slider is here', () => {
    const onChange = jest.fn();
    render(<Field onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: 'Buyers' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(40);
    fireEvent.keyDown(slider, { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith(60);
    fireEvent.keyDown(slider, { key: 'ArrowUp' });
    expect(onChange).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith(30);
    expect(screen.getByRole('slider', { name: 'Buyers' })).toHaveAttribute('aria-valuenow', '30');
  });

  it('swaps in MUI\u2019s Slider on focus, keeping the focus and the value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Field onChange={onChange} />);
    await user.tab();
    await waitFor(() => expect(mockLoads).toBe(1));
    await waitFor(() => expect(screen.getByRole('slider', { name: 'Buyers' }).tagName).toBe('INPUT'));
    await waitFor(() => expect(screen.getByRole('slider', { name: 'Buyers' })).toHaveFocus());
    expect(screen.getByRole('slider', { name: 'Buyers' })).toHaveValue('30');
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(40);
  });
});
