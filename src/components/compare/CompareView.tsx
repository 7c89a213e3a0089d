import { useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePointerDrag } from '@/hooks/usePointerDrag';
import { useCompareT } from './i18n';

export interface CompareImage {
  src: string;
  /** Alt text. */
  label: string;
}

export interface CompareViewProps {
  original: CompareImage;
  result: CompareImage;
  /** 'slider' wipes between the two; 'side' shows them next to each other. */
  mode: 'slider' | 'side';
  /** Where the wipe starts, in percent of the width shown as the original. */
  initialPosition?: number;
}

/** Arrow keys move the wipe this far (percent); Page Up / Page Down ten times as far. */
export const COMPARE_KEY_STEP = 2;

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/** Both pictures are fitted the same way (contain, centred) so different aspect ratios line up. */
const fitted = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  display: 'block',
  userSelect: 'none',
  pointerEvents: 'none',
} as const;

/** Captions sit low, clear of the viewer's buttons along the top. */
const caption = {
  position: 'absolute',
  bottom: 8,
  bgcolor: 'background.paper',
  px: 1,
  borderRadius: 1,
  pointerEvents: 'none',
} as const;

/** Where the key puts the wipe from `value`, or null for a key the wipe does not take. */
function keyedPosition(key: string, value: number): number | null {
  const steps: Record<string, number> = {
    ArrowLeft: -COMPARE_KEY_STEP,
    ArrowDown: -COMPARE_KEY_STEP,
    ArrowRight: COMPARE_KEY_STEP,
    ArrowUp: COMPARE_KEY_STEP,
    PageDown: -COMPARE_KEY_STEP * 10,
    PageUp: COMPARE_KEY_STEP * 10,
  };
  if (key in steps) return clamp(value + steps[key]);
  if (key === 'Home') return 0;
  if (key === 'End') return 100;
  return null;
}

/**
 * The wipe's position (percent shown as the original), moved by the pointer on the picture (`box`, `drag`) and by
 * the keys on the handle (`onKeyDown`). Kept while the view shows the pictures side by side.
 */
function useWipe(initialPosition: number) {
  const [position, setPosition] = useState(clamp(initialPosition));
  const box = useRef<HTMLDivElement>(null);
  const moveTo = (clientX: number) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect || rect.width <= 0) return;
    setPosition(clamp(((clientX - rect.left) / rect.width) * 100));
  };
  // Pressing anywhere on the picture puts the wipe there; dragging moves it.
  const drag = usePointerDrag(
    (event) => {
      moveTo(event.clientX);
      return true;
    },
    (event) => moveTo(event.clientX),
    { contain: true },
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key } = event;
    if (keyedPosition(key, 0) === null) return;
    setPosition((value) => keyedPosition(key, value) ?? value);
    event.preventDefault();
    event.stopPropagation();
  };
  return { position, box, drag, onKeyDown };
}

type Wipe = ReturnType<typeof useWipe>;

/** The two pictures next to each other, each captioned. */
function SideBySide({ original, result }: Pick<CompareViewProps, 'original' | 'result'>) {
  const t = useCompareT();
  return (
    <Box
      role="group"
      aria-label={t('compare.sideBySide')}
      sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, width: '100%', height: '100%' }}
    >
      {[
        { image: original, title: t('compare.original') },
        { image: result, title: t('compare.result') },
      ].map(({ image, title }) => (
        <Box key={title} sx={{ position: 'relative', minHeight: 200 }}>
          <Box component="img" src={image.src} alt={image.label} sx={fitted} />
          <Typography variant="caption" sx={{ ...caption, left: 8 }}>
            {title}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The wipe's handle: a slider over the line between the pictures, moved by the keys. */
function WipeHandle({ position, onKeyDown }: Pick<Wipe, 'position' | 'onKeyDown'>) {
  const t = useCompareT();
  const rounded = Math.round(position);
  return (
    <Box
      role="slider"
      tabIndex={0}
      aria-label={t('compare.start')}
      aria-orientation="horizontal"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
      aria-valuetext={t('compare.value', { original: rounded, result: 100 - rounded })}
      onKeyDown={onKeyDown}
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        left: `${position}%`,
        width: 44,
        transform: 'translateX(-50%)',
        display: 'grid',
        placeItems: 'center',
        outline: 'none',
        '&::before': {
          content: '""',
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: '50%',
          width: 2,
          transform: 'translateX(-50%)',
          bgcolor: 'common.white',
          boxShadow: 1,
        },
        '&:focus-visible > span': { outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      <Box
        component="span"
        sx={{
          position: 'relative',
          width: 32,
          height: 32,
          borderRadius: '50%',
          bgcolor: 'background.paper',
          boxShadow: 2,
          display: 'grid',
          placeItems: 'center',
          fontSize: 14,
          color: 'text.primary',
        }}
        aria-hidden
      >
        ⇆
      </Box>
    </Box>
  );
}

/** The result under the original, the original cut at the wipe's position. */
function WipeCompare({
  original,
  result,
  wipe,
}: Pick<CompareViewProps, 'original' | 'result'> & { wipe: Wipe }) {
  const t = useCompareT();
  const { position, box, drag, onKeyDown } = wipe;
  return (
    <Box
      ref={box}
      data-testid="compare-wipe"
      {...drag}
      sx={{
        position: 'relative',
        width: '100%',
        height: '100%',
        minHeight: 200,
        touchAction: 'none',
        cursor: 'ew-resize',
      }}
    >
      <Box component="img" src={result.src} alt={result.label} sx={fitted} />
      <Box
        component="img"
        src={original.src}
        alt={original.label}
        sx={{ ...fitted, clipPath: `inset(0 ${100 - position}% 0 0)` }}
      />
      <Typography variant="caption" sx={{ ...caption, left: 8 }}>
        {t('compare.original')}
      </Typography>
      <Typography variant="caption" sx={{ ...caption, right: 8 }}>
        {t('compare.result')}
      </Typography>
      <WipeHandle position={position} onKeyDown={onKeyDown} />
    </Box>
  );
}

/**
 * The original beside the generated picture (issue 29 §1): a wipe driven by drag, touch and the keyboard
 * (← → by 2 %, Page Up / Page Down by 20 %, Home / End), or both side by side. Keys and pointer moves stop
 * here, so a carousel around it does not page or swipe while the wipe moves.
 */
export function CompareView({ original, result, mode, initialPosition = 50 }: CompareViewProps) {
  const wipe = useWipe(initialPosition);
  if (mode === 'side') return <SideBySide original={original} result={result} />;
  return <WipeCompare original={original} result={result} wipe={wipe} />;
}
