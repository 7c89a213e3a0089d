import type { ReactNode } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import CloseIcon from '@mui/icons-material/CloseOutlined';
import { useDetailT } from '../i18n';

interface DetailFrameProps extends Pick<BoxProps, 'role' | 'aria-busy' | 'aria-label'> {
  /** The main picture, or its placeholder while the image loads. */
  picture: ReactNode;
  /** Beside the picture (below it on a phone): the text and actions, or their placeholders. */
  side: ReactNode;
  /** Below the card: the gallery. */
  after?: ReactNode;
  onClose: () => void;
}

/**
 * Spec 1 §2.4's card: the picture beside its text, the same box while the image loads and once it is shown, so
 * nothing moves when it arrives.
 */
export function DetailFrame({ picture, side, after, onClose, ...root }: DetailFrameProps) {
  const t = useDetailT();
  return (
    <Box {...root} sx={{ maxWidth: 1280, mx: 'auto', p: { xs: 2, md: 4 } }}>
      <Paper
        sx={{
          position: 'relative',
          p: { xs: 2, md: 3 },
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <IconButton
          aria-label={t('detail.close')}
          onClick={onClose}
          sx={{ position: 'absolute', top: 8, right: 8 }}
        >
          <CloseIcon />
        </IconButton>
        {picture}
        <Box sx={{ minWidth: 0, pt: { md: 4 } }}>{side}</Box>
      </Paper>
      {after}
    </Box>
  );
}
