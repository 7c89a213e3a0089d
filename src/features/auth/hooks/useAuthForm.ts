import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { validateAll, type Validator } from '../validation';

/**
 * Values, inline errors and a guarded submit for the auth forms. Errors appear once a field was
 * left or the form was submitted; values are never cleared on failure so nothing typed is lost;
 * a second submit while one is in flight is ignored.
 */
export function useAuthForm<K extends string>(
  initial: Record<K, string>,
  rules: Partial<Record<K, Validator>>,
  onValid: (values: Record<K, string>) => Promise<void> | void,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const errors = validateAll(values, rules);
  const visibleError = (name: K) => (submitted || touched[name] ? errors[name] : undefined);

  const field = (name: K) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: Boolean(visibleError(name)),
    helperText: visibleError(name) ?? ' ',
  });

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      setSubmitted(true);
      if (inFlight.current || Object.keys(validateAll(values, rules)).length > 0) return;
      inFlight.current = true;
      setSubmitting(true);
      try {
        await onValid(values);
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [values, rules, onValid],
  );

  /** Forget what was shown so a newly revealed step does not open with errors. */
  const resetFeedback = useCallback(() => {
    setSubmitted(false);
    setTouched({});
  }, []);

  return { values, setValues, errors, field, handleSubmit, submitting, resetFeedback };
}
