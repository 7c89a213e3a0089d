import Box from '@mui/material/Box';

export interface ViewerMedia {
  kind: 'image' | 'video';
  src: string;
  /** Alt text / accessible name. */
  label: string;
  poster?: string;
}

/**
 * One image or video, filling its box and contained in it (the carousel and the full-screen viewer): the whole
 * picture shows whatever its shape, letterboxed, never cropped or laid out past the box.
 */
export function MediaView({ media }: { media: ViewerMedia }) {
  return media.kind === 'video' ? (
    <Box
      component="video"
      key={media.src}
      src={media.src}
      poster={media.poster}
      controls
      aria-label={media.label}
      sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
    />
  ) : (
    <Box
      component="img"
      key={media.src}
      src={media.src}
      alt={media.label}
      sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
    />
  );
}
