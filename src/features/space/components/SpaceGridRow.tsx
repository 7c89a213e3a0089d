import type { CSSProperties, MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CARD_GAP } from '../constants';
import type { GridRow } from '../gridRows';
import type { SpaceItem } from '../items';
import { useSpaceT } from '../i18n';
import type { useSelection } from '../hooks/useSelection';
import { SpaceCard } from './SpaceCard';

export interface SpaceGridRowProps {
  rows: GridRow<SpaceItem>[];
  cardSize: number;
  selection: ReturnType<typeof useSelection<string>>;
  onOpen: (item: SpaceItem) => void;
  onShowMore: (group: string) => void;
}

/** One windowed row: a date heading, a row of cards, or a group's "Show more". */
export function SpaceGridRow({
  index,
  style,
  rows,
  cardSize,
  selection,
  onOpen,
  onShowMore,
}: SpaceGridRowProps & { index: number; style: CSSProperties }) {
  const t = useSpaceT();
  const row = rows[index];
  if (row.kind === 'heading') {
    return (
      <Box role="row" style={style} sx={{ display: 'flex', alignItems: 'flex-end', pb: 1 }}>
        <Box role="gridcell">
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {row.label}
          </Typography>
        </Box>
      </Box>
    );
  }
  if (row.kind === 'more') {
    return (
      <Box role="row" style={style} sx={{ display: 'flex', alignItems: 'center' }}>
        <Box role="gridcell">
          <Button variant="outlined" onClick={() => onShowMore(row.group)}>
            {t('space.showMore', { count: row.remaining })}
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <Box role="row" style={style} sx={{ display: 'flex', gap: `${CARD_GAP}px` }}>
      {row.items.map((item) => (
        <SpaceCard
          key={item.key}
          item={item}
          size={cardSize}
          selected={selection.isSelected(item.key)}
          selectionProps={selection.itemProps(item.key)}
          onToggle={() => selection.toggle(item.key)}
          onOpen={() => onOpen(item)}
          onClick={(event: MouseEvent) => {
            if (!selection.handleItemClick(item.key, event)) onOpen(item);
          }}
        />
      ))}
    </Box>
  );
}
