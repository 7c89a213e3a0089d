import {
  cloneElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type Ref,
} from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { useForkRef } from '@mui/material/utils';
import { whenIdle } from '@/utils/schedule';

type Tooltip = ComponentType<TooltipProps>;

let loaded: Tooltip | undefined;
let pending: Promise<Tooltip> | undefined;
/** MUI's Tooltip (with Popper and @popperjs/core), fetched once; a failed fetch is tried again next time. */
function loadTooltip(): Promise<Tooltip> {
  return (pending ??= import('@mui/material/Tooltip').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  ));
}

interface ChildProps {
  ref?: Ref<HTMLElement>;
  'aria-label'?: string;
  onMouseOver?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
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
 * MUI's Tooltip for a hint that most first screens never show (the collapsed side navigation's labels): its code
 * (Tooltip, Popper, @popperjs/core, ~11 KB gzip) is not in the initial JS. Once a hint is wanted (a non-empty
 * title) it is fetched when the browser is idle, or at once on the element's first hover or focus; from then on
 * the element is wrapped in the real Tooltip, controlled through its documented `open`/`onOpen`/`onClose`. The
 * switch mounts the element afresh (a different parent type): focus follows it, and a hint asked for by the
 * hover or keyboard focus that triggered the fetch opens at once. Before the switch the element is named as the
 * Tooltip names it (its own aria-label, or the hint), and a prerendered page (drawn before any fetch) hydrates as is.
 */
export function LazyTooltip({ title, placement, children }: LazyTooltipProps) {
  const [real, setReal] = useState<{ Tooltip?: Tooltip; open: boolean }>(() => ({
    Tooltip: loaded,
    open: false,
  }));
  const node = useRef<HTMLElement>(null);
  const ref = useForkRef(node, children.props.ref);
  const refocus = useRef(false);
  const wanted = title !== '';

  /** Fetches the Tooltip and wraps the element in it; `asked` is the hover or visible focus that wants the hint now. */
  const swap = (asked: 'hover' | 'focus' | null) => {
    void loadTooltip()
      .then((Tooltip) => {
        refocus.current = node.current !== null && node.current === document.activeElement;
        const open = asked === 'hover' || (asked === 'focus' && refocus.current);
        setReal((current) => (current.Tooltip ? current : { Tooltip, open }));
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

  if (real.Tooltip) {
    const { Tooltip } = real;
    return (
      <Tooltip
        title={title}
        placement={placement}
        open={real.open}
        onOpen={() => setReal((current) => ({ ...current, open: true }))}
        onClose={() => setReal((current) => ({ ...current, open: false }))}
      >
        {cloneElement(children, { ref })}
      </Tooltip>
    );
  }
  const { onMouseOver, onFocus } = children.props;
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
  });
}
