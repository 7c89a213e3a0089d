import { Box } from '@mui/material';

export interface ViewerMedia {
  kind: 'image' | 'video';
  src: string;
  /** Alt text / accessible name. */
  label: string;
  poster?: string;
}

/** One image or video, contained in its box (the carousel and the full-screen viewer). */
export function MediaView({ media }: { media: ViewerMedia }) {
  return media.kind === 'video' ? (
    <Box
      component="video"
      key={media.src}
      src={media.src}
      poster={media.poster}
      controls
      aria-label={media.label}
      sx={{ maxWidth: '100%', maxHeight: '100%' }}
    />
  ) : (
    <Box
      component="img"
      key={media.src}
      src={media.src}
      alt={media.label}
      sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }}
    />
  );
}
