import {
  cloneElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { useForkRef } from '@mui/material/utils';
import { loadOnce } from '@/utils/loadOnce';
import { whenIdle } from '@/utils/schedule';

type Tooltip = ComponentType<TooltipProps>;

/** MUI's Tooltip (with Popper and @popperjs/core), fetched once; a failed fetch is tried again next time. */
const tooltip = loadOnce<Tooltip>(() => import('@mui/material/Tooltip').then((module) => module.default));

/**
 * Fetches the Tooltip ahead of any hover: every LazyTooltip mounted after it has come starts as the real Tooltip and
 * never switches. Storybook does so before each story: a play function's `userEvent.click` hovers its element first,
 * and a switch landing between that hover and the press moved the element away from under the events that followed.
 */
export const preloadTooltip = () => tooltip.load();

interface ChildProps {
  ref?: Ref<HTMLElement>;
  'aria-label'?: string;
  onMouseOver?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp?: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel?: (event: PointerEvent<HTMLElement>) => void;
}

export interface LazyTooltipProps {
  /** The hint; empty, no hint shows (the element stays as it is). */
  title: string;
  placement?: TooltipProps['placement'];
  /** One element that takes a ref and mouse and focus handlers, as MUI's Tooltip asks. */
  children: ReactElement<ChildProps>;
}

function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The switch from the bare element to the real Tooltip (see LazyTooltip): the Tooltip once fetched and whether its
 * hint is open, the element's ref, `swap` (fetch and switch, now or after the press in progress) and the press's
 * start and end.
 */
function useTooltipSwitch(title: string, childRef: Ref<HTMLElement> | undefined) {
  const [real, setReal] = useState<{ Tooltip?: Tooltip; open: boolean }>(() => ({
    Tooltip: tooltip.current,
    open: false,
  }));
  const node = useRef<HTMLElement>(null);
  const ref = useForkRef(node, childRef);
  const refocus = useRef(false);
  // A press on the element: the switch waits until it is over, or the click would land on a node no longer there.
  const pressed = useRef(false);
  const afterPress = useRef<(() => void) | null>(null);
  const wanted = title !== '';
  // Read when the code arrives: a hint emptied meanwhile (its element's popover or dialog open) is not switched in.
  const stillWanted = useRef(wanted);
  stillWanted.current = wanted;

  /** Fetches the Tooltip and wraps the element in it; `asked` is the hover or visible focus that wants the hint now. */
  const swap = (asked: 'hover' | 'focus' | null) => {
    void tooltip
      .load()
      .then((Tooltip) => {
        const apply = () => {
          if (!stillWanted.current) return;
          refocus.current = node.current !== null && node.current === document.activeElement;
          const open = asked === 'hover' || (asked === 'focus' && refocus.current);
          setReal((current) => (current.Tooltip ? current : { Tooltip, open }));
        };
        if (pressed.current) afterPress.current = apply;
        else apply();
      })
      // Not fetched (offline): the element stays without its hint; the next hover or focus tries again.
      .catch(() => undefined);
  };

  const hasTooltip = Boolean(real.Tooltip);
  useEffect(() => {
    if (!wanted || hasTooltip) return undefined;
    return whenIdle(() => swap(null));
  }, [wanted, hasTooltip]);

  // The element was mounted afresh inside the Tooltip: give it back the focus it had.
  useLayoutEffect(() => {
    if (!hasTooltip || !refocus.current) return;
    refocus.current = false;
    node.current?.focus();
  }, [hasTooltip]);

  const press = () => {
    pressed.current = true;
  };
  const release = () => {
    pressed.current = false;
    const apply = afterPress.current;
    afterPress.current = null;
    // After the click that ends the press (dispatched in the same task as the pointerup).
    if (apply) window.setTimeout(apply, 0);
  };
  const setOpen = (open: boolean) => setReal((current) => ({ ...current, open }));
  return { real, setOpen, ref, wanted, swap, press, release };
}

/**
 * MUI's Tooltip for a hint that most first screens never show (the collapsed side navigation's labels): its code
 * (Tooltip, Popper, @popperjs/core, ~11 KB gzip) is not in the initial JS. Once a hint is wanted (a non-empty
 * title) it is fetched when the browser is idle, or at once on the element's first hover or focus; from then on
 * the element is wrapped in the real Tooltip, controlled through its documented `open`/`onOpen`/`onClose`. The
 * switch mounts the element afresh (a different parent type): focus follows it, and a hint asked for by the
 * hover or keyboard focus that triggered the fetch opens at once; a switch due during a press waits for its click.
 * Because of that remount, it is for elements nothing else holds on to (no menu or popover anchored to them, no
 * dialog returning focus to them): the side navigation's rail — or for an element whose owner empties the hint while
 * something holds it (the prompt history's button while its popover is open): a switch is never applied to an
 * element whose hint is empty, and is made once the hint is back. Before the switch the element is named as the
 * Tooltip names it (its own aria-label, or the hint), and a prerendered page (drawn before any fetch) hydrates as is.
 */
export function LazyTooltip({ title, placement, children }: LazyTooltipProps) {
  const { real, setOpen, ref, wanted, swap, press, release } = useTooltipSwitch(title, children.props.ref);

  if (real.Tooltip) {
    const { Tooltip } = real;
    return (
      <Tooltip
        title={title}
        placement={placement}
        open={real.open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
      >
        {cloneElement(children, { ref })}
      </Tooltip>
    );
  }
  const { onMouseOver, onFocus, onPointerDown, onPointerUp, onPointerCancel } = children.props;
  return cloneElement(children, {
    ref,
    // As the Tooltip names its element: by the hint, unless the element names itself.
    'aria-label': 'aria-label' in children.props ? children.props['aria-label'] : title,
    onMouseOver: (event: MouseEvent<HTMLElement>) => {
      onMouseOver?.(event);
      if (wanted) swap('hover');
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      onFocus?.(event);
      if (wanted) swap(focusVisible(event.currentTarget) ? 'focus' : null);
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      onPointerDown?.(event);
      press();
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      onPointerUp?.(event);
      release();
    },
    onPointerCancel: (event: PointerEvent<HTMLElement>) => {
      onPointerCancel?.(event);
      release();
    },
  });
}
