import Box from '@mui/material/Box';
import { useExploreT } from '../i18n';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { CATEGORY_PANEL_MAX_HEIGHT_PX, CATEGORY_PANEL_WIDTH_PX } from '../constants';
import type { CategoryNode } from '../types';

interface CategoryPanelProps {
  categories: readonly CategoryNode[];
  /** Set when the categories could not be loaded: the panel says so and offers it. */
  onRetry?: () => void;
  selected: readonly string[];
  onToggle: (categoryId: string) => void;
}

/** Spec 1 §2.3: parent categories with their children as toggle buttons. */
export function CategoryPanel({ categories, onRetry, selected, onToggle }: CategoryPanelProps) {
  const t = useExploreT();
  return (
    <Box
      sx={{
        width: CATEGORY_PANEL_WIDTH_PX,
        // The popover's own margins (16 px a side) on a phone.
        maxWidth: 'calc(100vw - 32px)',
        maxHeight: CATEGORY_PANEL_MAX_HEIGHT_PX,
        overflowY: 'auto',
        p: 2,
        bgcolor: 'background.paper',
        borderRadius: 2,
        boxShadow: 8,
      }}
    >
      {onRetry ? (
        <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography color="textSecondary">{t('explore.catFailed')}</Typography>
          <Button size="small" onClick={onRetry}>
            {t('explore.tryAgain')}
          </Button>
        </Box>
      ) : (
        categories.length === 0 && <Typography color="textSecondary">{t('explore.catNone')}</Typography>
      )}
      {categories.map((parent) => (
        <Box
          key={parent.category_id}
          component="section"
          aria-label={parent.name}
          sx={{ mb: 2, '&:last-of-type': { mb: 0 } }}
        >
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {parent.name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {(parent.children ?? []).map((child) => {
              const id = String(child.category_id);
              return (
                <ToggleButton
                  key={id}
                  value={id}
                  size="small"
                  selected={selected.includes(id)}
                  onChange={() => onToggle(id)}
                  sx={{ borderRadius: 999, px: 1.5, py: 0.25 }}
                >
                  {child.name}
                </ToggleButton>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
