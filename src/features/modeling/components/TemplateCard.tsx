import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PromptTemplate } from '@/api/types';
import { imageUrl } from '@/utils/imageUrl';
import { IMAGE_WIDTHS, TILE_PICTURE_STYLE, TILE_ROW_RATIO, tileColumns } from '../constants';
import { useModelingT } from '../i18n';
import { tileModels } from '../utils';

export interface TemplateCardProps {
  template: PromptTemplate;
  onRestyle: (template: PromptTemplate) => void;
  /** A tile of the first screenful: its pictures load at once and first (the page's largest paint). */
  priority?: boolean;
}

/**
 * A template tile (spec 3 §2.6): its name (the backend's, `translate="no"`) and up to 3 model images; 'ReStyle' shows on hover and on
 * keyboard focus (it stays in the tab order, so a keyboard user reaches it and sees it appear).
 */
export function TemplateCard({ template, onRestyle, priority = false }: TemplateCardProps) {
  const t = useModelingT();
  const models = tileModels(template);
  return (
    <Paper component="li" variant="outlined" sx={tileSx}>
      <Box sx={{ ...pictureRowSx, gridTemplateColumns: tileColumns(models.length) }}>
        {models.map((model) => (
          <Box
            key={model.model_id}
            component="img"
            src={imageUrl(model.path, { width: IMAGE_WIDTHS.thumb })}
            alt={model.name || template.name}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            sx={models.length === 1 ? LONE_PICTURE_STYLE : TILE_PICTURE_STYLE}
          />
        ))}
      </Box>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }} translate="no">
        {template.name}
      </Typography>
      <Button
        className="restyle"
        variant="contained"
        size="small"
        disabled={!models.length}
        onClick={() => onRestyle(template)}
        aria-label={t('modeling.restyleTemplate', { name: template.name })}
        sx={{ position: 'absolute', top: 12, right: 12 }}
      >
        {t('modeling.restyle')}
      </Button>
    </Paper>
  );
}

/** A tile while the list loads, in a tile's own box: the app's tiles land on them. */
export function TemplateCardSkeleton() {
  return (
    <Paper variant="outlined" sx={tileSx}>
      <Box sx={{ ...pictureRowSx, gridTemplateColumns: tileColumns(2) }}>
        {[0, 1].map((picture) => (
          <Skeleton key={picture} variant="rounded" sx={{ ...TILE_PICTURE_STYLE }} />
        ))}
      </Box>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
        <Skeleton width="40%" />
      </Typography>
    </Paper>
  );
}

/**
 * The row of model pictures keeps TILE_ROW_RATIO whatever it holds: without `minHeight: 0` a box with an aspect
 * ratio grows to its content, and a lone 3:4 picture made its tile (and the grid row beside it) ~300 px taller,
 * leaving a blank under the shorter tile next to it. One row track as tall as the box.
 */
const pictureRowSx = {
  display: 'grid',
  gridTemplateRows: 'minmax(0, 1fr)',
  gap: 1,
  aspectRatio: TILE_ROW_RATIO,
  minHeight: 0,
} as const;

/** A lone look fills the whole row: shown whole on a light ground rather than cut at the waist. */
const LONE_PICTURE_STYLE = { ...TILE_PICTURE_STYLE, objectFit: 'contain', bgcolor: 'action.hover' } as const;

const tileSx = {
  listStyle: 'none',
  position: 'relative',
  p: 1,
  borderRadius: 2,
  '& .restyle': { opacity: 0, transition: 'opacity 120ms' },
  '&:hover .restyle, &:focus-within .restyle': { opacity: 1 },
  '@media (hover: none)': { '& .restyle': { opacity: 1 } },
} as const;
