import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { ImageDropZone } from '@/components/ImageDropZone';
import { PickTile, TilePicture } from '@/components/PickTile';
import type { useUploader } from '@/hooks/useUploader';
import { imageUrl } from '@/utils/imageUrl';
import { PICTURES_SHOWN } from '../constants';
import { useVideoT } from '../i18n';
import type { VideoPicture } from '../utils';

/** 'Choice of picture': the first few pictures (all on asking), or an upload box when there is none. */
export function VideoPictureChoice({
  pictures,
  picture,
  onPick,
  uploader,
}: {
  pictures: readonly VideoPicture[];
  picture: VideoPicture | undefined;
  onPick: (imageId: number) => void;
  uploader: ReturnType<typeof useUploader>;
}) {
  const t = useVideoT();
  const [showAllPictures, setShowAllPictures] = useState(false);
  const shownPictures = showAllPictures ? pictures : pictures.slice(0, PICTURES_SHOWN);
  return (
    <Box>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {t('video.picture')}
      </Typography>
      {pictures.length === 0 ? (
        <ImageDropZone
          onFiles={(files) => void uploader.add(files)}
          inputLabel={t('video.upload')}
          inputTestId="video-upload-file"
        >
          {(open) => (
            <Button
              variant="outlined"
              startIcon={uploader.uploading ? <CircularProgress size={16} /> : <CloudUploadIcon />}
              onClick={open}
              disabled={uploader.uploading > 0}
              fullWidth
            >
              {uploader.uploading
                ? t('video.uploadingPercent', { progress: uploader.inFlight[0]?.progress ?? 0 })
                : t('video.upload')}
            </Button>
          )}
        </ImageDropZone>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {shownPictures.map((item, index) => (
            <PickTile
              key={item.image_id}
              selected={item.image_id === picture?.image_id}
              aria-label={item.label ?? t('video.pictureNumber', { number: index + 1 })}
              onClick={() => onPick(item.image_id)}
              sx={[
                { width: 60, height: 60 },
                item.image_id !== picture?.image_id && { borderColor: 'transparent' },
              ]}
            >
              <TilePicture src={imageUrl(item.path, { width: 120 })} />
            </PickTile>
          ))}
          {!showAllPictures && pictures.length > PICTURES_SHOWN && (
            <Button size="small" onClick={() => setShowAllPictures(true)}>
              {t('video.morePictures', { count: pictures.length - PICTURES_SHOWN })}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
