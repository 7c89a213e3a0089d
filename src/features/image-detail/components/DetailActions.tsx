import { Box, Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { LikeButton } from '@/components/LikeButton';
import type { DetailImage } from '../types';

interface DetailActionsProps {
  image: DetailImage;
  likePending: boolean;
  onLike: () => void;
  onRecreate: () => void;
}

function downloadName(image: DetailImage): string {
  const extension = /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(image.path)?.[1] ?? 'png';
  return `${(image.name || `image-${image.image_id}`).replace(/[^\w.-]+/g, '_')}.${extension}`;
}

/** Only same-origin paths and http(s) addresses may become a download link. */
function downloadHref(path: string): string | undefined {
  return /^(https?:\/\/|\/(?![/\\]))/i.test(path) ? path : undefined;
}

/** Like, download (the original file) and ReCreate. */
export function DetailActions({ image, likePending, onLike, onRecreate }: DetailActionsProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 3 }}>
      <LikeButton
        liked={image.isLike}
        count={image.likeNum}
        pending={likePending}
        onToggle={onLike}
        subject={image.name || 'this image'}
        tone="dark"
      />
      <Button
        component="a"
        variant="outlined"
        startIcon={<DownloadIcon />}
        href={downloadHref(image.path)}
        aria-disabled={!downloadHref(image.path)}
        download={downloadName(image)}
      >
        Download
      </Button>
      <Button variant="contained" startIcon={<AutoAwesomeIcon />} onClick={onRecreate}>
        ReCreate
      </Button>
    </Box>
  );
}
