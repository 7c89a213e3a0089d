import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useBackToClose } from '@/hooks/useBackToClose';
import { MediaView, type ViewerMedia } from './MediaView';
import CloseIcon from '@mui/icons-material/CloseOutlined';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeftOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRightOutlined';
import { useUiT } from './i18n';

export type { ViewerMedia };

export interface FullscreenViewerProps {
  items: readonly ViewerMedia[];
  /** Index of the shown item; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * Spec 1 §2.4: full-screen viewer. Escape, Back and the ✕ close it, ← / → move and wrap around, and the page scrolls
 * to the top when it opens. The dialog traps focus while open. Not an AppDialog: it has no title bar or actions,
 * the picture takes the whole dark screen and the ✕ floats over it; it shares AppDialog's Back behaviour.
 */
export function FullscreenViewer({ items, index, onIndexChange, onClose }: FullscreenViewerProps) {
  const t = useUiT();
  const open = index !== null && items.length > 0;
  useBackToClose(open, onClose);
  useEffect(() => {
    if (open) window.scrollTo({ top: 0 });
  }, [open]);
  if (!open) return null;
  const current = items[index] ?? items[0];
  const move = (step: number) => onIndexChange((index + step + items.length) % items.length);
  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') move(-1);
        if (event.key === 'ArrowRight') move(1);
      }}
      slotProps={{
        paper: {
          'aria-label': t('ui.media.position', {
            label: current.label,
            index: index + 1,
            count: items.length,
          }),
          sx: { bgcolor: 'rgba(0,0,0,0.94)', color: '#fff' },
        },
      }}
    >
      <IconButton
        aria-label={t('ui.media.closeViewer')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 16, right: 16, color: '#fff', zIndex: 1 }}
      >
        <CloseIcon />
      </IconButton>
      <Box
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 6, minHeight: 0 }}
      >
        <MediaView media={current} />
      </Box>
      {items.length > 1 && (
        <>
          <IconButton
            aria-label={t('ui.media.previous')}
            onClick={() => move(-1)}
            sx={{ position: 'absolute', left: 16, top: '50%', color: '#fff' }}
          >
            <ChevronLeftIcon fontSize="large" />
          </IconButton>
          <IconButton
            aria-label={t('ui.media.next')}
            onClick={() => move(1)}
            sx={{ position: 'absolute', right: 16, top: '50%', color: '#fff' }}
          >
            <ChevronRightIcon fontSize="large" />
          </IconButton>
        </>
      )}
      <Typography role="status" sx={{ textAlign: 'center', pb: 2 }}>
        {index + 1} / {items.length}
      </Typography>
    </Dialog>
  );
}
