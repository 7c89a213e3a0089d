import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router-dom';
import { imageUrl } from '@/utils/imageUrl';
import { paths } from '@/utils/paths';

/** The large image, with a close button back to the inspiration screen. */
export function InfoImage({
  path,
  alt,
  width,
  height,
}: {
  path: string;
  alt: string;
  width?: number;
  height?: number;
}) {
  return (
    <Box sx={{ position: 'relative', display: 'grid', placeItems: 'center', minHeight: 0, height: '100%' }}>
      <Box
        component="img"
        src={imageUrl(path, { width: 800 })}
        alt={alt}
        width={width}
        height={height}
        sx={{
          maxWidth: '100%',
          // The grid row's height is not definite for a percentage; the viewport is.
          maxHeight: { xs: '70vh', md: 'calc(100vh - 120px)' },
          width: 'auto',
          height: 'auto',
          objectFit: 'contain',
          borderRadius: 2,
        }}
      />
      <Tooltip title="Close">
        <IconButton
          component={RouterLink}
          to={paths.inspiration()}
          aria-label="Close"
          sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'background.paper', boxShadow: 1 }}
        >
          <CloseIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
