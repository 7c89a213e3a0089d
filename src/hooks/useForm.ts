import {
  useCallback,
  useRef,
  useState,
  type ChangeEvent,
  type Dispatch,
  type FormEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  type SetStateAction,
} from 'react';
import { errorMessage } from '@/utils/errorMessage';
import { uiT } from '@/components/i18n';

/**
 * What a rule says: a text, or one that quotes what the user wrote ('A category named “{name}” already exists',
 * built with `withContent`, so the quoted name is marked `translate="no"`).
 */
export type FieldMessage = string | ReactElement;

/** A field's rule: the message to show, or undefined when the value is fine. Sees every value (confirm fields). */
export type FieldRule<V, K extends keyof V = keyof V> = (value: V[K], values: V) => FieldMessage | undefined;

/** One rule per field, at most; fields without a rule are always valid. */
export type FormRules<V> = { [K in keyof V]?: FieldRule<V, K> };

export type FormErrors<V> = Partial<Record<keyof V, FieldMessage>>;

/** The fields whose value is a string: the ones `field()` can wire to a text input. */
export type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

export interface UseFormOptions<V> {
  initial: V;
  /** Read on every render, so a rule may depend on props (taken names) or on the form's step. */
  rules?: FormRules<V>;
  /** Called with valid values. Throwing (or a rejected `unwrap()`) makes the submit fail: values stay, `submitError` speaks. */
  onSubmit: (values: V) => unknown;
  /** What `submitError` says when the thrown error carries no message of its own. */
  failureMessage?: string;
}

/** Runs each rule; returns only the fields in error. */
export function validate<V>(values: V, rules: FormRules<V> = {}): FormErrors<V> {
  const errors: FormErrors<V> = {};
  for (const key of Object.keys(rules) as (keyof V)[]) {
    const message = rules[key]?.(values[key], values);
    if (message) errors[key] = message;
  }
  return errors;
}

interface State<V> {
  values: V;
  /** Fields whose error is on screen: set on blur and on submit, dropped as soon as the field is valid. */
  shown: ReadonlySet<keyof V>;
  submitError?: string;
}

type ValuesPatch<V> = Partial<V> | ((current: V) => Partial<V>);

/** The state once values changed: a shown error whose field became valid goes away. */
function changed<V>(current: State<V>, patch: ValuesPatch<V>, rules: FormRules<V> | undefined): State<V> {
  const values = {
    ...current.values,
    ...(typeof patch === 'function' ? patch(current.values) : patch),
  };
  const next = validate(values, rules);
  return { ...current, values, shown: new Set([...current.shown].filter((key) => next[key])) };
}

/** What the form's callbacks read when they run: this render's options and values. */
type Latest<V> = Omit<UseFormOptions<V>, 'initial'> & { values: V };

/**
 * The fields' focusable elements, by name. `register(name)` is a stable ref for the field's focusable element (pass
 * it as `inputRef` or `ref`); `focusFirst(names)` focuses the first of them on screen, in document order.
 */
function useFieldElements<V>() {
  const elements = useRef(new Map<keyof V, HTMLElement>());
  const refCallbacks = useRef(new Map<keyof V, (element: HTMLElement | null) => void>());

  const register = useCallback((name: keyof V) => {
    let callback = refCallbacks.current.get(name);
    if (!callback) {
      callback = (element: HTMLElement | null) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      };
      refCallbacks.current.set(name, callback);
    }
    return callback;
  }, []);

  const focusFirst = useCallback((names: readonly (keyof V)[]) => {
    const first = names
      .map((key) => elements.current.get(key))
      .filter((element): element is HTMLElement => Boolean(element?.isConnected))
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
    first?.focus();
  }, []);

  return { register, focusFirst };
}

/**
 * The submit: with errors, they all show and the first invalid field takes the focus; else `onSubmit` runs, one at
 * a time (a submit in flight ignores the next), and what it throws becomes `submitError`.
 */
function useSubmit<V>(
  latest: RefObject<Latest<V>>,
  setState: Dispatch<SetStateAction<State<V>>>,
  focusFirst: (names: readonly (keyof V)[]) => void,
) {
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const handleSubmit = useCallback(
    async (event?: FormEvent): Promise<boolean> => {
      event?.preventDefault();
      if (inFlight.current) return false;
      const { values, rules: currentRules } = latest.current;
      const invalid = Object.keys(validate(values, currentRules)) as (keyof V)[];
      if (invalid.length > 0) {
        setState((current) => ({ ...current, shown: new Set(invalid), submitError: undefined }));
        focusFirst(invalid);
        return false;
      }
      inFlight.current = true;
      setSubmitting(true);
      setState((current) => ({ ...current, submitError: undefined }));
      try {
        await latest.current.onSubmit(values);
        return true;
      } catch (failure) {
        const submitError = errorMessage(failure, latest.current.failureMessage ?? uiT('ui.form.failed'));
        setState((current) => ({ ...current, submitError }));
        return false;
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [latest, setState, focusFirst],
  );

  return { handleSubmit, submitting };
}

/**
 * The one recipe for form state (docs/architecture.md, "Forms and dialogs").
 *
 * The one rule for errors: a field's error shows once the field is left (blur) or the form is submitted, and is
 * cleared as soon as the field is valid (it shows again only on the next blur or submit). A submit with errors moves
 * focus to the first invalid field on screen; values are never cleared by a failed submit; a submit while one is in
 * flight is ignored.
 *
 * ```tsx
 * const form = useForm({ initial: { email: '' }, rules: { email: validateEmail }, onSubmit: (v) => login(v).unwrap() });
 * <form noValidate onSubmit={form.handleSubmit}><TextField {...form.field('email')} label="Email" /></form>
 * ```
 */
export function useForm<V extends object>({ initial, rules, onSubmit, failureMessage }: UseFormOptions<V>) {
  const [state, setState] = useState<State<V>>(() => ({ values: initial, shown: new Set() }));
  const latest = useRef<Latest<V>>({ rules, onSubmit, failureMessage, values: state.values });
  latest.current = { rules, onSubmit, failureMessage, values: state.values };
  const { register, focusFirst } = useFieldElements<V>();
  const { handleSubmit, submitting } = useSubmit(latest, setState, focusFirst);

  const errors = validate(state.values, rules);
  const error = (name: keyof V): FieldMessage | undefined =>
    state.shown.has(name) ? errors[name] : undefined;

  /** Changes values; a shown error whose field became valid goes away at once. */
  const setValues = useCallback((patch: ValuesPatch<V>) => {
    setState((current) => changed(current, patch, latest.current.rules));
  }, []);

  const setValue = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => setValues({ [name]: value } as unknown as Partial<V>),
    [setValues],
  );

  /** What a blur does: the field's error (if any) shows from now on. */
  const touch = useCallback((name: keyof V) => {
    setState((current) =>
      current.shown.has(name) ? current : { ...current, shown: new Set([...current.shown, name]) },
    );
  }, []);

  /** Props for a MUI TextField bound to a string field; `hint` shows under it while there is no error. */
  const field = <K extends TextKeys<V>>(name: K, options: { hint?: ReactNode } = {}) => {
    const message = error(name);
    return {
      name: String(name),
      // A record form may meet a key before its value (a row just added): it reads as empty.
      value: (state.values[name] ?? '') as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValue(name, event.target.value as V[K]),
      onBlur: () => touch(name),
      error: Boolean(message),
      // A blank line keeps the layout still when a message appears.
      helperText: message ?? options.hint ?? ' ',
      inputRef: register(name),
    };
  };

  /** Says why something outside the submit failed (a resend, say) in the same place as a failed submit. */
  const setSubmitError = useCallback((submitError?: string) => {
    setState((current) => ({ ...current, submitError }));
  }, []);

  /** Forget what was shown (a new step opens without errors); with `values`, start over from them. */
  const reset = useCallback((values?: V) => {
    setState((current) => ({ values: values ?? current.values, shown: new Set() }));
  }, []);

  return {
    values: state.values,
    setValue,
    setValues,
    /** Every field's current error, shown or not (to disable a button, say). */
    errors,
    /** The error to show under a field, by the one rule. */
    error,
    touch,
    register,
    field,
    handleSubmit,
    submitting,
    /** Why the last submit failed (onSubmit threw); cleared by the next submit. */
    submitError: state.submitError,
    setSubmitError,
    reset,
  };
}

export type FormApi<V extends object> = ReturnType<typeof useForm<V>>;
