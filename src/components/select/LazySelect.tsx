import { useEffect, useRef, useState, type ElementType } from 'react';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import { loadOnce } from '@/utils/loadOnce';
import { whenIdle } from '@/utils/schedule';
import { ClosedSelectInput, type OpenIntent } from './ClosedSelectInput';
import type { LoadedSelect, SelectOption, SelectValue } from './LoadedSelect';

export type { SelectOption, SelectValue } from './LoadedSelect';

type Loaded = typeof LoadedSelect;

/** MUI's Select with its Menu, Popover, Modal and MenuItem (~25 KB gzip), fetched once; a failure is tried again. */
const select = loadOnce<Loaded>(() => import('./LoadedSelect').then((module) => module.LoadedSelect));
let preloadScheduled = false;

export interface LazySelectProps<V extends SelectValue> {
  /** The id of the `InputLabel` in the caller's `FormControl` (as MUI's `labelId`): it names the combobox. */
  labelId: string;
  /** The label's text, for the outline's notch (as MUI's `label`). */
  label: string;
  value: V | '';
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  /** Show the option whose value is '' when nothing is chosen (MUI's `displayEmpty`). */
  displayEmpty?: boolean;
  /** Keep the outline's notch open (for a label shrunk by its owner, as TextField's `notched`). */
  notched?: boolean;
  'aria-busy'?: boolean;
  'aria-describedby'?: string;
}

/**
 * MUI's Select whose code loads on first use. A creation screen shows several closed selects in its first paint,
 * and MUI's Select brings its Menu → Popover → Modal with it (about 25 KB gzip a route would carry before anyone
 * opens one). Until first asked to open it draws the closed select as MUI does — the outlined input of the
 * caller's `FormControl`, the chosen option's text and the arrow, a focusable `combobox` (aria-expanded false,
 * aria-haspopup listbox) named by the caller's `InputLabel` — and on the first press, or Enter, Space, Arrow Up or
 * Down, it swaps in MUI's real Select, opened, keeping the focus; from then on it is MUI's Select. The code is also
 * fetched when the browser is idle after the first screen, so the swap is usually immediate. Disabled and size come
 * from the `FormControl`, as for MUI's Select.
 */
export function LazySelect<V extends SelectValue>(props: LazySelectProps<V>) {
  const [real, setReal] = useState<{ Select: Loaded; intent: OpenIntent } | null>(null);
  const wanted = useRef<OpenIntent | null>(null);

  const swap = (intent: OpenIntent) => {
    wanted.current = intent;
    const loaded = select.current;
    if (loaded) {
      setReal({ Select: loaded, intent });
      return;
    }
    void select
      .load()
      .then((Select) => {
        if (wanted.current) setReal({ Select, intent: wanted.current });
      })
      // Not fetched (offline): the field stays closed; the next press tries again.
      .catch(() => undefined);
  };

  useEffect(() => {
    if (preloadScheduled) return;
    preloadScheduled = true;
    whenIdle(() => void select.load().catch(() => undefined));
  }, []);

  if (real) {
    const { Select, intent } = real;
    return <Select {...props} open={intent.open} autoFocus={intent.focus} />;
  }
  const { labelId, label, value, options, displayEmpty, notched } = props;
  const chosen = value === '' && !displayEmpty ? undefined : options.find((option) => option.value === value);
  return (
    <OutlinedInput
      label={label}
      notched={notched}
      value={value}
      aria-busy={props['aria-busy']}
      aria-describedby={props['aria-describedby']}
      // Its own props come through inputProps (MUI's documented way for a custom input component).
      inputComponent={ClosedSelectInput as ElementType<InputBaseComponentProps>}
      inputProps={{ labelId, display: chosen?.label, onIntent: swap }}
    />
  );
}
