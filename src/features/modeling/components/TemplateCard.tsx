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
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: tileColumns(models.length),
          gap: 1,
          aspectRatio: TILE_ROW_RATIO,
        }}
      >
        {models.map((model) => (
          <Box
            key={model.model_id}
            component="img"
            src={imageUrl(model.path, { width: IMAGE_WIDTHS.thumb })}
            alt={model.name || template.name}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            sx={TILE_PICTURE_STYLE}
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
      <Box sx={{ display: 'grid', gridTemplateColumns: tileColumns(2), gap: 1, aspectRatio: TILE_ROW_RATIO }}>
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

const tileSx = {
  listStyle: 'none',
  position: 'relative',
  p: 1,
  borderRadius: 2,
  '& .restyle': { opacity: 0, transition: 'opacity 120ms' },
  '&:hover .restyle, &:focus-within .restyle': { opacity: 1 },
  '@media (hover: none)': { '& .restyle': { opacity: 1 } },
} as const;
