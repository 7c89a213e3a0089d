import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { LikeButton } from '@/components/LikeButton';
import { useDownload } from '@/hooks/useDownload';
import type { DetailImage } from '../types';
import { useDetailT } from '../i18n';

interface DetailActionsProps {
  image: DetailImage;
  likePending: boolean;
  onLike: () => void;
  onRecreate: () => void;
}

/** Like, download (the original file) and ReCreate. */
export function DetailActions({ image, likePending, onLike, onRecreate }: DetailActionsProps) {
  const t = useDetailT();
  const download = useDownload();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 3 }}>
      <LikeButton
        liked={image.isLike}
        count={image.likeNum}
        pending={likePending}
        onToggle={onLike}
        subject={image.name || t('detail.thisImage')}
        tone="dark"
      />
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        loading={download.isLoading}
        loadingPosition="start"
        onClick={() => void download.trigger([image.path], { name: image.name || `image-${image.image_id}` })}
      >
        {t('detail.download')}
      </Button>
      <Button
        variant="contained"
        data-tour="detail-recreate"
        startIcon={<AutoAwesomeIcon />}
        onClick={onRecreate}
      >
        {t('detail.recreate')}
      </Button>
    </Box>
  );
}
