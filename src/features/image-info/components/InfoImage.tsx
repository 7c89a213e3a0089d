import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import CloseIcon from '@mui/icons-material/CloseOutlined';
import { neutral, radius } from '@/theme/tokens';
import { Link as RouterLink } from 'react-router-dom';
import { CompareControls, CompareView, useCompare, type CompareImage } from '@/components/compare';
import { imageUrl } from '@/utils/imageUrl';
import { paths } from '@/utils/paths';
import { useInfoT } from '../i18n';

/** The picture's room: the viewport, not the grid row, whose height is not definite for a percentage. */
const MAX_HEIGHT = { xs: '70vh', md: 'calc(100vh - 120px)' } as const;

/**
 * The large image, with a close button back to the inspiration screen. An image made from another one (Vary,
 * Upscale) can be compared with it (`original`, issue 29 §1): the shared compare mode, off by default.
 */
export function InfoImage({
  path,
  alt,
  width,
  height,
  original,
}: {
  path: string;
  alt: string;
  width?: number;
  height?: number;
  original?: CompareImage;
}) {
  const t = useInfoT();
  const compare = useCompare();
  const src = imageUrl(path, { width: 800 });
  const comparing = Boolean(original) && compare.on;
  return (
    // The picture on its canvas, the close button in the canvas's corner (it floated in the gutter beside the
    // picture before, issue 43).
    <Box
      sx={{
        position: 'relative',
        display: 'grid',
        placeItems: 'center',
        minHeight: 0,
        height: '100%',
        p: { xs: 1, md: 2 },
        bgcolor: neutral[100],
        borderRadius: `${radius.lg}px`,
      }}
    >
      {comparing && original ? (
        <Box sx={{ position: 'relative', width: '100%', height: MAX_HEIGHT }}>
          <CompareView original={original} result={{ src, label: alt }} mode={compare.view} />
        </Box>
      ) : (
        <Box
          component="img"
          src={src}
          alt={alt}
          width={width}
          height={height}
          sx={{
            maxWidth: '100%',
            maxHeight: MAX_HEIGHT,
            width: 'auto',
            height: 'auto',
            objectFit: 'contain',
            borderRadius: 2,
          }}
        />
      )}
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ position: 'absolute', top: 8, right: 8, alignItems: 'center' }}
      >
        {original && (
          <CompareControls mode={compare.mode} onModeChange={compare.setMode} wide={compare.wide} />
        )}
        <Tooltip title={t('info.close')}>
          <IconButton
            component={RouterLink}
            to={paths.inspiration()}
            aria-label={t('info.close')}
            sx={{ bgcolor: 'background.paper', boxShadow: 1 }}
          >
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
}
