import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type TouchEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { styled, useTheme } from '@mui/material/styles';

export type HoverHintPlacement = 'right' | 'bottom';

export interface HoverHintProps {
  /** The hint; an empty string (or null) leaves the child untouched. */
  title: ReactNode;
  placement?: HoverHintPlacement;
  /** One element that takes a ref and the mouse and focus handlers. */
  children: ReactElement;
}

interface ChildProps {
  ref?: Ref<HTMLElement>;
  'aria-label'?: string;
  'aria-describedby'?: string;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLElement>) => void;
}

// MUI Tooltip's timings: 100 ms before a hover hint appears; once one was shown, the next one
// (moving down the collapsed sider) appears at once for a while.
const ENTER_DELAY_MS = 100;
const NEXT_WINDOW_MS = 800;
// Lets the pointer cross the gap onto the hint without it vanishing (WCAG 1.4.13, hoverable).
const LEAVE_DELAY_MS = 100;
const GAP_PX = 8;
const ARROW_PX = 5;
// A tap also fires mouseenter; on touch screens the hint would then stick until the next tap.
const TOUCH_MOUSE_WINDOW_MS = 1000;

let lastClosedAt = -Infinity;

// Only keyboard focus shows the hint; a click already hovered. Where `:focus-visible` is unknown
// (older engines, jsdom), every focus counts as keyboard focus.
function isKeyboardFocus(element: Element) {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

function positionFor(rect: DOMRect, placement: HoverHintPlacement): CSSProperties {
  return placement === 'right'
    ? { top: rect.top + rect.height / 2, left: rect.right + GAP_PX, transform: 'translateY(-50%)' }
    : { top: rect.bottom + GAP_PX, left: rect.left + rect.width / 2, transform: 'translateX(-50%)' };
}

const Hint = styled('div', {
  shouldForwardProp: (prop) => prop !== 'placement' && prop !== 'arrow',
})<{ placement: HoverHintPlacement; arrow: boolean }>(({ theme, placement, arrow }) => {
  const background = theme.alpha(theme.palette.grey[700], 0.92);
  return {
    position: 'fixed',
    zIndex: theme.zIndex.tooltip,
    maxWidth: 300,
    padding: '4px 8px',
    borderRadius: 4,
    backgroundColor: background,
    color: theme.palette.common.white,
    fontFamily: theme.typography.fontFamily,
    fontSize: 12,
    lineHeight: 1.4,
    fontWeight: theme.typography.fontWeightMedium,
    overflowWrap: 'break-word',
    ...(arrow && {
      '&::before': {
        content: '""',
        position: 'absolute',
        border: `${ARROW_PX}px solid transparent`,
        ...(placement === 'right'
          ? { right: '100%', top: '50%', marginTop: -ARROW_PX, borderRightColor: background }
          : { bottom: '100%', left: '50%', marginLeft: -ARROW_PX, borderBottomColor: background }),
      },
    }),
  };
});

/**
 * A light tooltip without Popper: MUI Tooltip's looks and accessible name on the sider's buttons
 * for a fraction of its weight. It wraps its child in place (no wrapper element), so the child
 * keeps its focus when the hint comes and goes.
 */
export function HoverHint({ title, placement = 'bottom', children }: HoverHintProps) {
  const id = useId();
  const node = useRef<HTMLElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const touchedAt = useRef(-Infinity);
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const hasTitle = title !== '' && title !== null && title !== undefined && title !== false;
  const open = hasTitle && position !== null;
  // The theme's Tooltip defaults (the arrow) apply here too, so both kinds of hint look alike.
  const arrow = Boolean(useTheme().components?.MuiTooltip?.defaultProps?.arrow);

  const show = () => {
    window.clearTimeout(timer.current);
    if (node.current) setPosition(positionFor(node.current.getBoundingClientRect(), placement));
  };
  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setPosition(null);
  }, []);
  const showSoon = () => {
    window.clearTimeout(timer.current);
    if (open || Date.now() - lastClosedAt < NEXT_WINDOW_MS) show();
    else timer.current = window.setTimeout(show, ENTER_DELAY_MS);
  };
  const hideSoon = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(hide, LEAVE_DELAY_MS);
  };

  // Dismissable (WCAG 1.4.13): Escape closes it wherever focus is; a scroll would leave it behind.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, { capture: true, passive: true });
    window.addEventListener('resize', hide);
    return () => {
      lastClosedAt = Date.now();
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, { capture: true });
      window.removeEventListener('resize', hide);
    };
  }, [open, hide]);

  useEffect(() => {
    if (!hasTitle) hide();
  }, [hasTitle, hide]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const props = children.props as ChildProps;
  const childRef = props.ref;
  const ref = useCallback(
    (element: HTMLElement | null) => {
      node.current = element;
      setRef(childRef, element);
    },
    [childRef],
  );

  // The same element type either way, so toggling the title never remounts the child.
  const child = hasTitle
    ? cloneElement(children, {
        ref,
        'aria-label': props['aria-label'] ?? (typeof title === 'string' ? title : undefined),
        'aria-describedby': open
          ? [props['aria-describedby'], id].filter(Boolean).join(' ')
          : props['aria-describedby'],
        onMouseEnter: (event: MouseEvent<HTMLElement>) => {
          props.onMouseEnter?.(event);
          if (event.timeStamp - touchedAt.current > TOUCH_MOUSE_WINDOW_MS) showSoon();
        },
        onTouchStart: (event: TouchEvent<HTMLElement>) => {
          props.onTouchStart?.(event);
          touchedAt.current = event.timeStamp;
        },
        onMouseLeave: (event: MouseEvent<HTMLElement>) => {
          props.onMouseLeave?.(event);
          hideSoon();
        },
        onFocus: (event: FocusEvent<HTMLElement>) => {
          props.onFocus?.(event);
          if (isKeyboardFocus(event.currentTarget)) show();
        },
        onBlur: (event: FocusEvent<HTMLElement>) => {
          props.onBlur?.(event);
          hide();
        },
      } as Partial<ChildProps>)
    : children;

  return (
    <>
      {child}
      {open &&
        createPortal(
          <Hint
            id={id}
            role="tooltip"
            placement={placement}
            arrow={arrow}
            style={position}
            onMouseEnter={() => window.clearTimeout(timer.current)}
            onMouseLeave={hideSoon}
          >
            {title}
          </Hint>,
          document.body,
        )}
    </>
  );
}
