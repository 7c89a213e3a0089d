import { styled } from '@mui/material/styles';
import { useUiT } from './i18n';

export interface LikeButtonProps {
  liked: boolean;
  count: number;
  /** True while the server has not answered yet: the heart keeps its old state until it does. */
  pending?: boolean;
  onToggle: () => void;
  /** What is liked, for the accessible name ("Like Summer dress"). */
  subject?: string;
  tone?: 'light' | 'dark';
}

const HEART =
  'm12 21.35-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z';
const HEART_OUTLINE =
  'M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3m-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05';

// A native button with static styles: feed cards mount by the dozen while scrolling, so the heart
// avoids per-instance style work (no sx, no ripple, no SvgIcon).
const Root = styled('button')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '4px 8px',
  border: 0,
  borderRadius: 999,
  background: 'transparent',
  font: 'inherit',
  fontSize: 13,
  cursor: 'pointer',
  '&[data-tone="light"]': { color: '#fff' },
  '&[data-tone="dark"]': { color: 'rgba(0,0,0,0.87)' },
  '&:disabled': { opacity: 0.6, cursor: 'progress' },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 1 },
  '& svg': { width: 20, height: 20, fill: 'currentColor' },
  '&[aria-pressed="true"] svg': { fill: '#ff4d6d' },
});

/** A heart with its count; it shows the confirmed state only. */
export function LikeButton({ liked, count, pending, onToggle, subject, tone = 'light' }: LikeButtonProps) {
  const t = useUiT();
  return (
    <Root
      type="button"
      data-tone={tone}
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
      disabled={pending}
      aria-pressed={liked}
      aria-label={subject ? t('ui.likeSubject', { subject }) : t('ui.like')}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={liked ? HEART : HEART_OUTLINE} />
      </svg>
      <span>{count}</span>
    </Root>
  );
}
