import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InputAdornment from '@mui/material/InputAdornment';
import { OutlinedField } from './OutlinedField';

describe('OutlinedField (TextField from its parts)', () => {
  it('is named by its label and described by its helper text, as TextField is', () => {
    render(
      <OutlinedField label="Title" value="" onChange={() => {}} helperText="Up to 60 characters" required />,
    );
    const input = screen.getByRole('textbox', { name: /Title/ });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Up to 60 characters');
    expect(input.closest('.MuiFormControl-root')).toHaveClass('MuiTextField-root');
  });

  it('shows an error on its input and helper text', () => {
    render(<OutlinedField label="Price" value="x" onChange={() => {}} error helperText="Not a number" />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Not a number')).toHaveClass('Mui-error');
  });

  it('passes its slot props to the outlined input, the native input and the label', async () => {
    const onChange = jest.fn();
    render(
      <OutlinedField
        label="Price"
        value=""
        onChange={onChange}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          inputLabel: { shrink: true },
        }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Price' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('$')).toBeInTheDocument();
    expect(screen.getByText('Price', { selector: 'label' })).toHaveAttribute('data-shrink', 'true');
    await userEvent.setup().type(input, '5');
    expect(onChange).toHaveBeenCalled();
  });

  it('draws a multiline field as a textarea', () => {
    render(<OutlinedField label="Story" value="" onChange={() => {}} multiline minRows={3} />);
    expect(screen.getByRole('textbox', { name: 'Story' }).tagName).toBe('TEXTAREA');
  });
});
