import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import type { SliderProps } from '@mui/material/Slider';
import { styled } from '@mui/material/styles';
import { loadOnce } from '@/utils/loadOnce';
import { whenIdle } from '@/utils/schedule';

type Loaded = ComponentType<SliderProps>;

/** MUI's Slider (~7 KB gzip), fetched once; a failure is tried again. */
const slider = loadOnce<Loaded>(() => import('@mui/material/Slider').then((module) => module.default));

export interface LazySliderProps {
  'aria-labelledby': string;
  min: number;
  max: number;
  step: number;
  marks: readonly { value: number; label: string }[];
  value: number;
  onChange: (value: number) => void;
}

// The drawn slider: MUI's horizontal, medium, primary, marked Slider with its sizes (the root's 4 px line and
// paddings, the 20 px thumb, the mark labels 30 px down), so the real one takes its place without a shift.
const Root = styled('span')(({ theme }) => ({
  borderRadius: 12,
  boxSizing: 'content-box',
  display: 'inline-block',
  position: 'relative',
  cursor: 'pointer',
  touchAction: 'none',
  color: theme.palette.primary.main,
  height: 4,
  width: '100%',
  padding: '13px 0',
  marginBottom: 20,
  '@media (pointer: coarse)': { padding: '20px 0' },
}));
const Line = styled('span')({
  display: 'block',
  position: 'absolute',
  borderRadius: 'inherit',
  backgroundColor: 'currentColor',
  height: 'inherit',
  top: '50%',
  transform: 'translateY(-50%)',
});
const Thumb = styled('span')(({ theme }) => ({
  position: 'absolute',
  width: 20,
  height: 20,
  top: '50%',
  boxSizing: 'border-box',
  borderRadius: '50%',
  outline: 0,
  backgroundColor: 'currentColor',
  transform: 'translate(-50%, -50%)',
  boxShadow: theme.shadows[2],
}));
const Mark = styled('span')({
  position: 'absolute',
  width: 2,
  height: 2,
  borderRadius: 1,
  backgroundColor: 'currentColor',
  top: '50%',
  transform: 'translate(-1px, -50%)',
});
const MarkLabel = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  color: theme.palette.text.secondary,
  position: 'absolute',
  whiteSpace: 'nowrap',
  top: 30,
  transform: 'translateX(-50%)',
  '@media (pointer: coarse)': { top: 40 },
}));

const STEP_KEYS: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

/**
 * MUI's Slider whose code loads after the first screen. Until it is here, the slider is drawn as MUI draws it (the
 * rail, the track to the value, the marks with their labels, the thumb) and its thumb is a focusable `slider` with
 * the same name and values, which already answers the arrow keys, Home and End and a press on the line. The code
 * is fetched when the browser is idle after the first screen, or at once on a focus or press; then MUI's Slider
 * takes the place, keeping the focus.
 */
export function LazySlider(props: LazySliderProps) {
  const [Real, setReal] = useState<{ Slider: Loaded; focus: boolean } | null>(
    slider.current ? { Slider: slider.current, focus: false } : null,
  );
  const focusWanted = useRef(false);
  const load = (focus: boolean) => {
    focusWanted.current ||= focus;
    void slider
      .load()
      .then((Slider) => setReal({ Slider, focus: focusWanted.current }))
      .catch(() => undefined);
  };

  useEffect(() => {
    if (Real) return undefined;
    return whenIdle(() => load(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, while drawn
  }, []);

  const realRoot = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (Real?.focus) realRoot.current?.querySelector('input')?.focus();
  }, [Real]);

  if (!Real) return <DrawnSlider {...props} onWanted={() => load(true)} />;
  const { Slider } = Real;
  const { min, max, step, marks, value, onChange } = props;
  return (
    <Slider
      ref={realRoot}
      aria-labelledby={props['aria-labelledby']}
      min={min}
      max={max}
      step={step}
      marks={marks as SliderProps['marks']}
      value={value}
      valueLabelDisplay="auto"
      onChange={(_, next) => onChange(next as number)}
    />
  );
}

/** The slider drawn until MUI's is here; a focus or press asks for it (`onWanted`). */
function DrawnSlider({ onWanted, ...props }: LazySliderProps & { onWanted: () => void }) {
  const root = useRef<HTMLSpanElement>(null);
  const { min, max, step, marks, value, onChange } = props;
  const percent = (at: number) => ((at - min) * 100) / (max - min);
  const clamp = (at: number) => Math.min(max, Math.max(min, at));
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const next =
      event.key in STEP_KEYS
        ? clamp(value + STEP_KEYS[event.key] * step)
        : event.key === 'Home'
          ? min
          : event.key === 'End'
            ? max
            : undefined;
    if (next === undefined) return;
    event.preventDefault();
    if (next !== value) onChange(next);
  };
  // As MUI's: a press moves the thumb there and focuses it (the real slider, fetched now, takes the focus).
  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    onWanted();
    const box = root.current?.getBoundingClientRect();
    if (!box?.width) return;
    const raw = min + ((event.clientX - box.left) / box.width) * (max - min);
    const next = clamp(min + Math.round((raw - min) / step) * step);
    if (next !== value) onChange(next);
  };
  return (
    <Root ref={root} onPointerDown={onPointerDown}>
      <Line sx={{ width: '100%', opacity: 0.38 }} />
      <Line sx={{ left: 0, width: `${percent(value)}%`, border: '1px solid currentColor' }} />
      {marks.map((mark) => (
        <Mark
          key={mark.value}
          style={{ left: `${percent(mark.value)}%` }}
          sx={mark.value <= value ? { backgroundColor: 'background.paper', opacity: 0.8 } : undefined}
        />
      ))}
      {marks.map((mark) => (
        <MarkLabel
          key={mark.value}
          aria-hidden
          style={{ left: `${percent(mark.value)}%` }}
          sx={mark.value <= value ? { color: 'text.primary' } : undefined}
        >
          {mark.label}
        </MarkLabel>
      ))}
      <Thumb
        style={{ left: `${percent(value)}%` }}
        tabIndex={0}
        role="slider"
        aria-labelledby={props['aria-labelledby']}
        aria-orientation="horizontal"
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        onKeyDown={onKeyDown}
        onFocus={onWanted}
      />
    </Root>
  );
}
