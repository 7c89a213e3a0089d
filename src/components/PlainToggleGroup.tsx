import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';

export interface PlainToggle<T extends string> {
  value: T;
  label: ReactNode;
  /** The option's own language (a language switch names each language in itself). */
  lang?: string;
}

export interface PlainToggleGroupProps<T extends string> {
  options: readonly PlainToggle<T>[];
  value: T;
  onChange: (value: T) => void;
  'aria-label': string;
  color?: 'standard' | 'primary';
}

const NEXT: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

// MUI's ToggleButtonGroup's joins (horizontal): inner corners square, each button after the first over its
// neighbour's border.
const groupSx = {
  display: 'inline-flex',
  borderRadius: 1,
  '& > :not(:last-of-type)': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
  '& > :not(:first-of-type)': {
    ml: '-1px',
    borderLeft: '1px solid transparent',
    borderTopLeftRadius: 0,
    borderBottomLeftRadius: 0,
  },
  '& > .Mui-selected + .Mui-selected': { borderLeft: 0, ml: 0 },
  '& > .Mui-focusVisible': { zIndex: 1 },
} as const;

/**
 * Small exclusive toggle buttons that look and behave as MUI's `ToggleButtonGroup` does (joined, the chosen one
 * pressed, one tab stop, arrows move between them), for a page's first screen. The group's buttons register with its
 * roving focus from a ref callback, which sets its state during the commit: React runs that as a second, synchronous
 * render and pulls every passive effect of the page into the first commit's task (plans' TBT, docs/performance.md).
 * Standalone `ToggleButton`s register nothing; the roving focus here reads the buttons from the DOM when a key is
 * pressed.
 */
export function PlainToggleGroup<T extends string>({
  options,
  value,
  onChange,
  color = 'standard',
  'aria-label': label,
}: PlainToggleGroupProps<T>) {
  const group = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const move = NEXT[event.key];
    const buttons = Array.from(group.current?.querySelectorAll('button') ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (!move || at < 0) return;
    event.preventDefault();
    buttons[move(at, buttons.length)].focus();
  };
  return (
    <Box ref={group} role="group" aria-label={label} onKeyDown={onKeyDown} sx={groupSx}>
      {options.map((option) => (
        <ToggleButton
          key={option.value}
          value={option.value}
          selected={option.value === value}
          size="small"
          color={color}
          lang={option.lang}
          tabIndex={option.value === value ? 0 : -1}
          onChange={() => {
            if (option.value !== value) onChange(option.value);
          }}
          sx={option.lang ? undefined : { gap: 1 }}
        >
          {option.label}
        </ToggleButton>
      ))}
    </Box>
  );
}
