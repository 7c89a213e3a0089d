import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';

export interface PickTileProps extends ButtonBaseProps {
  /** A choice (template, effect, picture): pressed, with a primary border. Left out: a plain pick, no border. */
  selected?: boolean;
  /** A name under the picture: a template's or an effect's, what the backend calls it (`translate="no"`). */
  caption?: ReactNode;
}

/** A picture to pick: the asset library's images, the video panel's pictures, templates, effects. */
export function PickTile({ selected, caption, sx, children, ...props }: PickTileProps) {
  return (
    <ButtonBase
      aria-pressed={selected}
      sx={[
        {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          width: '100%',
          borderRadius: 1,
          overflow: 'hidden',
        },
        selected !== undefined && { border: 2, borderColor: selected ? 'primary.main' : 'divider' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...props}
    >
      {children}
      {caption && (
        <Typography
          variant="caption"
          translate="no"
          sx={{ px: 0.5, py: 0.25, textAlign: 'center', color: 'text.primary' }}
        >
          {caption}
        </Typography>
      )}
    </ButtonBase>
  );
}

/** The tile's picture, cropped to fill it (decorative: the tile carries the name). */
export function TilePicture({ src, aspectRatio }: { src: string; aspectRatio?: string }) {
  return (
    <Box
      component="img"
      src={src}
      alt=""
      sx={{
        width: '100%',
        objectFit: 'cover',
        display: 'block',
        ...(aspectRatio ? { aspectRatio } : { height: '100%' }),
      }}
    />
  );
}
