import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import { LazySelect } from './LazySelect';

// Counts how often the real Select's module (MUI's Select, Menu, Popover, Modal) is evaluated.
let mockLoads = 0;
jest.mock('./LoadedSelect', () => {
  mockLoads += 1;
  return jest.requireActual('./LoadedSelect');
});

const OPTIONS = [
  { value: 'gemini', label: 'Gemini' },
  { value: 'flux', label: 'Flux' },
] as const;

function Field({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string>('gemini');
  return (
    <FormControl size="small">
      <InputLabel id="model-label">Model</InputLabel>
      <LazySelect
        labelId="model-label"
        label="Model"
        value={value}
        options={OPTIONS}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </FormControl>
  );
}

describe('LazySelect', () => {
  it('draws the closed select without MUI\u2019s Select: a named combobox showing the choice, no listbox', () => {
    render(<Field />);
    const combobox = screen.getByRole('combobox', { name: 'Model' });
    expect(combobox).toHaveTextContent('Gemini');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveAttribute('aria-haspopup', 'listbox');
    expect(combobox).toHaveAttribute('aria-labelledby', 'model-label');
    expect(combobox).toHaveAttribute('tabindex', '0');
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect(mockLoads).toBe(0);
  });

  // As MUI's Select: a chosen value floats the label above the field and opens the outline's notch for it.
  it('floats its label over a chosen value, as MUI\u2019s closed Select does', () => {
    render(<Field />);
    expect(screen.getByText('Model', { selector: 'label' })).toHaveAttribute('data-shrink', 'true');
  });

  it('opens on a press, and a chosen option calls onChange and shows', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Field onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Model' }));
    const listbox = await screen.findByRole('listbox', { name: 'Model' });
    expect(mockLoads).toBe(1);
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(listbox).getByRole('option', { name: 'Flux' }));
    expect(onChange).toHaveBeenCalledWith('flux');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveTextContent('Flux');
  });

  it.each(['{ArrowDown}', '{Enter}', ' '])(
    'opens from the keyboard (%s), the focus moving into the list',
    async (key) => {
      const user = userEvent.setup();
      render(<Field />);
      await user.tab();
      expect(screen.getByRole('combobox', { name: 'Model' })).toHaveFocus();
      await user.keyboard(key);
      const listbox = await screen.findByRole('listbox', { name: 'Model' });
      await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Gemini' })).toHaveFocus());
      await user.keyboard('{ArrowDown}{Enter}');
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      const combobox = screen.getByRole('combobox', { name: 'Model' });
      expect(combobox).toHaveTextContent('Flux');
      // Back on the field, as after MUI's Select closes.
      await waitFor(() => expect(combobox).toHaveFocus());
    },
  );

  it('is named by its label, and a click on the label focuses it', async () => {
    render(<Field />);
    // The outlined label lets presses through to the field (pointer-events none) until it shrinks; a click on it
    // (a screen reader's, or on the shrunk label) focuses the field, as MUI's Select does.
    fireEvent.click(screen.getByText('Model', { selector: 'label' }));
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('does not open while its FormControl is disabled', async () => {
    const user = userEvent.setup();
    render(
      <FormControl size="small" disabled>
        <InputLabel id="off-label">Model</InputLabel>
        <LazySelect labelId="off-label" label="Model" value="gemini" options={OPTIONS} onChange={() => {}} />
      </FormControl>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Model' });
    expect(combobox).toHaveAttribute('aria-disabled', 'true');
    expect(combobox).not.toHaveAttribute('tabindex');
    await user.click(combobox);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
