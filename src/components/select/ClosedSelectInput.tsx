import {
  useEffect,
  useImperativeHandle,
  useRef,
  type FocusEventHandler,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { styled } from '@mui/material/styles';

/** How the real Select starts once swapped in: opened or not, and with the focus. */
export interface OpenIntent {
  open: boolean;
  focus: boolean;
}

// The closed look of MUI's outlined Select (its display and arrow), on the outlined input's own padding and font.
const Display = styled('div')(({ theme }) => ({
  userSelect: 'none',
  cursor: 'pointer',
  borderRadius: theme.shape.borderRadius,
  '&:focus': { borderRadius: theme.shape.borderRadius },
  '&.Mui-disabled': { cursor: 'default' },
  '&&&': { paddingRight: 32 },
  '&.MuiSelect-select': {
    height: 'auto',
    minHeight: '1.4375em',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
  },
}));

const Arrow = styled(ArrowDropDown)(({ theme }) => ({
  position: 'absolute',
  right: 7,
  top: 'calc(50% - .5em)',
  pointerEvents: 'none',
  color: theme.palette.action.active,
  '&.Mui-disabled': { color: theme.palette.action.disabled },
}));

const NativeInput = styled('input')({
  bottom: 0,
  left: 0,
  position: 'absolute',
  opacity: 0,
  pointerEvents: 'none',
  width: '100%',
  boxSizing: 'border-box',
});

const OPEN_KEYS = new Set([' ', 'ArrowUp', 'ArrowDown', 'Enter']);

/** What MUI's SelectInput hands its input base as the input: the base reads `value` to know the field is filled. */
interface InputHandle {
  node: HTMLDivElement | null;
  value: unknown;
  focus: () => void;
}

interface ClosedSelectInputProps {
  ref?: Ref<InputHandle>;
  className?: string;
  disabled?: boolean;
  required?: boolean;
  value?: unknown;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  onFocus?: FocusEventHandler<HTMLDivElement>;
  onBlur?: FocusEventHandler<HTMLDivElement>;
  labelId: string;
  display: ReactNode;
  onIntent: (intent: OpenIntent) => void;
}

/**
 * The `inputComponent` LazySelect gives the outlined input before MUI's Select is here: what MUI's SelectInput
 * renders while closed (the display with role combobox, the hidden value input, the arrow), with the same
 * attributes, and MUI's opening gestures (a left press, Space, Enter, Arrow Up or Down), which ask for the real
 * Select. A letter typed here (MUI's closed typeahead) brings the real Select, focused, for the letters that follow.
 */
export function ClosedSelectInput({
  ref,
  className,
  disabled,
  required,
  value,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  onFocus,
  onBlur,
  labelId,
  display,
  onIntent,
}: ClosedSelectInputProps) {
  const node = useRef<HTMLDivElement>(null);
  // As MUI's SelectInput: the input base checks the handle's value on mount (filled: the label floats, the outline
  // opens its notch); the bare element has none, which left the label over the chosen value.
  useImperativeHandle(ref, () => ({ node: node.current, value, focus: () => node.current?.focus() }), [
    value,
  ]);

  // As MUI's Select: a click on the label focuses the field.
  useEffect(() => {
    const label = node.current?.ownerDocument.getElementById(labelId);
    if (!label) return undefined;
    const focus = () => {
      if (getSelection()?.isCollapsed) node.current?.focus();
    };
    label.addEventListener('click', focus);
    return () => label.removeEventListener('click', focus);
  }, [labelId]);

  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    node.current?.focus();
    onIntent({ open: true, focus: true });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (OPEN_KEYS.has(event.key)) {
      event.preventDefault();
      onIntent({ open: true, focus: true });
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      onIntent({ open: false, focus: true });
    }
  };
  const state = disabled ? ' Mui-disabled' : '';
  return (
    <>
      <Display
        ref={node}
        tabIndex={disabled ? undefined : 0}
        role="combobox"
        aria-disabled={disabled ? 'true' : undefined}
        aria-expanded="false"
        aria-haspopup="listbox"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-required={required ? 'true' : undefined}
        aria-invalid={invalid ? 'true' : undefined}
        onKeyDown={disabled ? undefined : onKeyDown}
        onMouseDown={disabled ? undefined : onMouseDown}
        onFocus={onFocus}
        onBlur={onBlur}
        className={`MuiSelect-select MuiSelect-outlined${state} ${className ?? ''}`}
      >
        {display === undefined || display === '' ? (
          <span className="notranslate" aria-hidden>
            {'\u200b'}
          </span>
        ) : (
          display
        )}
      </Display>
      <NativeInput
        className="MuiSelect-nativeInput"
        value={value === undefined || value === null ? '' : String(value)}
        aria-hidden
        tabIndex={-1}
        disabled={disabled}
        required={required}
        readOnly
      />
      <Arrow className={`MuiSelect-icon MuiSelect-iconOutlined${state}`} />
    </>
  );
}
