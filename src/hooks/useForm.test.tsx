import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { useForm, validate, type FormRules } from './useForm';

interface Values {
  name: string;
  email: string;
  confirm: string;
  count: number;
}

const RULES: FormRules<Values> = {
  name: (value) => (value.trim() ? undefined : 'Please enter a name'),
  email: (value) => (value.includes('@') ? undefined : 'Please enter a valid email address'),
  confirm: (value, values) => (value === values.email ? undefined : 'The emails do not match'),
  count: (value) => (value > 0 ? undefined : 'At least one'),
};

const INITIAL: Values = { name: '', email: '', confirm: '', count: 1 };

/** A plain form on the hook: the fields are laid out email, name, confirm (not the rules' order). */
function Form({ onSubmit }: { onSubmit: (values: Values) => unknown }) {
  const form = useForm({ initial: INITIAL, rules: RULES, onSubmit, failureMessage: 'Saving failed' });
  const text = (name: 'name' | 'email' | 'confirm', label: string) => {
    const { helperText, error, inputRef, ...props } = form.field(name);
    return (
      <div>
        <label>
          {label}
          <input {...props} ref={inputRef} aria-invalid={error} aria-describedby={`${name}-message`} />
        </label>
        <span id={`${name}-message`}>{helperText}</span>
      </div>
    );
  };
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Profile">
      {form.submitError && <p role="alert">{form.submitError}</p>}
      {text('email', 'Email')}
      {text('name', 'Name')}
      {text('confirm', 'Confirm email')}
      <button type="button" onClick={() => form.setValue('count', form.values.count - 1)}>
        Fewer ({form.values.count})
      </button>
      <span data-testid="count-error">{form.error('count') ?? ''}</span>
      <button type="submit" disabled={false} aria-busy={form.submitting}>
        {form.submitting ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

const input = (name: string) => screen.getByRole('textbox', { name });
const message = (field: string) => document.getElementById(`${field}-message`)?.textContent?.trim();
const VALID = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(input('Email'), 'a@b.co');
  await user.type(input('Name'), 'Ada');
  await user.type(input('Confirm email'), 'a@b.co');
};

function setup(onSubmit: (values: Values) => unknown = () => undefined) {
  const user = userEvent.setup();
  render(<Form onSubmit={onSubmit} />);
  return user;
}

describe('useForm: the one rule for errors', () => {
  it('shows nothing on a pristine form, though its values are invalid', () => {
    setup();
    expect(message('name')).toBe('');
    expect(message('email')).toBe('');
    expect(input('Name')).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows a field’s error when the field is left, not while typing', async () => {
    const user = setup();
    await user.type(input('Email'), 'ada');
    expect(message('email')).toBe('');
    await user.tab();
    expect(message('email')).toBe('Please enter a valid email address');
    expect(message('name')).toBe('');
  });

  it('clears the error as soon as the field is valid, without waiting for blur', async () => {
    const user = setup();
    await user.type(input('Email'), 'ada');
    await user.tab();
    await user.click(input('Email'));
    await user.type(input('Email'), '@');
    expect(message('email')).toBe('');
    // Made invalid again while typing: it waits for the next blur or submit.
    await user.type(input('Email'), '{Backspace}');
    expect(message('email')).toBe('');
    await user.tab();
    expect(message('email')).toBe('Please enter a valid email address');
  });

  it('clears a rule that reads another field when that field makes it valid', async () => {
    const user = setup();
    await user.type(input('Email'), 'a@b.co');
    await user.type(input('Confirm email'), 'a@b.c');
    await user.tab();
    expect(message('confirm')).toBe('The emails do not match');
    await user.clear(input('Email'));
    await user.type(input('Email'), 'a@b.c');
    expect(message('confirm')).toBe('');
  });

  it('shows every error on submit and moves focus to the first invalid field on screen', async () => {
    const onSubmit = jest.fn();
    const user = setup(onSubmit);
    await user.type(input('Email'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(message('email')).toBe('');
    expect(message('name')).toBe('Please enter a name');
    expect(message('confirm')).toBe('The emails do not match');
    // Name comes first on screen (email is valid), although the rules list it before email.
    expect(input('Name')).toHaveFocus();
  });

  it('holds errors of fields that are not text inputs by the same rule', async () => {
    const user = setup();
    await VALID(user);
    await user.click(screen.getByRole('button', { name: 'Fewer (1)' }));
    expect(screen.getByTestId('count-error')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('count-error')).toHaveTextContent('At least one');
  });

  it('submits valid values once, and a second submit while one is in flight is ignored', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = setup(onSubmit);
    await VALID(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Saving…' }));
    await user.type(input('Confirm email'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', email: 'a@b.co', confirm: 'a@b.co', count: 1 });
    finish();
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'false');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('keeps every value after a failed submit and says why; the next submit clears the reason', async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValueOnce({ status: 409, code: 409, message: 'That name is taken' })
      .mockRejectedValueOnce(new Error(''))
      .mockResolvedValueOnce(undefined);
    const user = setup(onSubmit);
    await VALID(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That name is taken');
    expect(input('Name')).toHaveValue('Ada');
    expect(input('Email')).toHaveValue('a@b.co');
    expect(input('Confirm email')).toHaveValue('a@b.co');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // No message of its own: the form's failure message.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Saving failed'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(onSubmit).toHaveBeenCalledTimes(3);
  });
});

describe('validate', () => {
  it('returns only the fields in error', () => {
    expect(validate({ ...INITIAL, email: 'a@b.co', name: 'Ada' }, RULES)).toEqual({
      confirm: 'The emails do not match',
    });
  });
});

// Types: field names and value types come from `initial`.
export function TypeChecks() {
  const form = useForm({ initial: { title: '', price: 0 }, onSubmit: () => undefined });
  // @ts-expect-error -- not a field of this form
  form.field('nope');
  // @ts-expect-error -- a number field is not a text input
  form.field('price');
  // @ts-expect-error -- price is a number
  form.setValue('price', '3');
  form.setValue('price', 3);
  return null;
}
