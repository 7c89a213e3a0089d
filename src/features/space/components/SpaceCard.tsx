import type { KeyboardEvent, MouseEvent } from 'react';
import { styled } from '@mui/material/styles';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUncheckedOutlined';
import { imageUrl } from '@/utils/imageUrl';
import type { SpaceItem } from '../items';
import { useSpaceT } from '../i18n';

export interface SpaceCardProps {
  item: SpaceItem;
  size: number;
  selected: boolean;
  /** From useSelection's `itemProps(key)`: the selection id attribute and Space to toggle. */
  selectionProps: Record<string, unknown> & { onKeyDown: (event: KeyboardEvent) => void };
  onClick: (event: MouseEvent) => void;
  onOpen: () => void;
  onToggle: () => void;
}

const Cell = styled('div')(({ theme }) => ({
  position: 'relative',
  flex: 'none',
  overflow: 'hidden',
  borderRadius: 8,
  // What shows while the picture loads: a light placeholder on the light page (a black tile read as a broken one).
  background: theme.palette.grey[200],
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  '&:focus-visible': { boxShadow: `0 0 0 3px ${theme.palette.primary.main}` },
  '&[aria-selected="true"]': { boxShadow: `0 0 0 3px ${theme.palette.primary.main}` },
  '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover', pointerEvents: 'none' },
  '&:hover .space-check, &:focus-within .space-check, &[aria-selected="true"] .space-check': { opacity: 1 },
}));

const Check = styled('button')({
  position: 'absolute',
  top: 6,
  left: 6,
  display: 'grid',
  placeItems: 'center',
  padding: 2,
  border: 0,
  borderRadius: '50%',
  background: 'rgba(0,0,0,0.55)',
  color: '#fff',
  cursor: 'pointer',
  opacity: 0.85,
  '&:focus-visible': { outline: '2px solid #fff' },
});

// Over the picture like the select toggle: white on a dark veil, whatever the picture.
const StatusTag = styled('span')(({ theme }) => ({
  position: 'absolute',
  left: 6,
  bottom: 6,
  maxWidth: 'calc(100% - 12px)',
  padding: '2px 8px',
  borderRadius: 12,
  background: 'rgba(0,0,0,0.65)',
  color: '#fff',
  ...theme.typography.caption,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
}));

const VideoMark = styled('span')({
  position: 'absolute',
  right: 6,
  bottom: 6,
  display: 'grid',
  color: '#fff',
  filter: 'drop-shadow(0 0 2px rgba(0,0,0,0.8))',
});

/** One card of the space grid: a focusable grid cell (Enter opens, Space selects) with a select toggle. */
export function SpaceCard({
  item,
  size,
  selected,
  selectionProps,
  onClick,
  onOpen,
  onToggle,
}: SpaceCardProps) {
  const t = useSpaceT();
  return (
    <Cell
      {...selectionProps}
      role="gridcell"
      tabIndex={0}
      aria-label={item.kind === 'image' && item.status ? `${item.title}, ${item.status}` : item.title}
      style={{ width: size, height: size }}
      onClick={onClick}
      onKeyDown={(event) => {
        selectionProps.onKeyDown(event);
        if (event.key === 'Enter') {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      <img src={imageUrl(item.thumb, { width: 320 })} alt={item.title} loading="lazy" decoding="async" />
      {item.kind === 'image' && item.status && <StatusTag>{item.status}</StatusTag>}
      {item.video && (
        <VideoMark aria-hidden>
          <PlayCircleIcon />
        </VideoMark>
      )}
      <Check
        type="button"
        className="space-check"
        tabIndex={-1}
        aria-pressed={selected}
        aria-label={t('space.select', { title: item.title })}
        onPointerDown={(event) => event.stopPropagation()}
        onClick={(event) => {
          event.stopPropagation();
          onToggle();
        }}
      >
        {selected ? <CheckCircleIcon fontSize="small" /> : <RadioButtonUncheckedIcon fontSize="small" />}
      </Check>
    </Cell>
  );
}
