import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import CloseIcon from '@mui/icons-material/Close';
import { useDocumentMeta } from '@/hooks/useDocumentMeta';
import { galleryMedia, metaDescription, pageTitle } from '../detailContent';
import { mainPictureUrl } from '../mainPicture';
import type { DetailImage } from '../types';
import { useDetailT } from '../i18n';
import { DetailActions } from './DetailActions';
import { DetailGallery } from './DetailGallery';
import { DetailText } from './DetailText';

export interface ImageDetailViewProps {
  image: DetailImage;
  likePending: boolean;
  onLike: () => void;
  onRecreate: () => void;
  onClose: () => void;
}

/** Spec 1 §2.4: the large image with its text and actions, then the gallery. */
export function ImageDetailView({ image, likePending, onLike, onRecreate, onClose }: ImageDetailViewProps) {
  const t = useDetailT();
  useDocumentMeta(pageTitle(image), metaDescription(image));
  const ratio = image.width && image.height ? `${image.width} / ${image.height}` : '1';
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', p: { xs: 2, md: 4 } }}>
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
        <Box
          component="img"
          src={mainPictureUrl(image.path)}
          alt={pageTitle(image)}
          decoding="async"
          fetchPriority="high"
          sx={{
            width: '100%',
            aspectRatio: ratio,
            objectFit: 'contain',
            bgcolor: 'grey.100',
            borderRadius: 1,
            maxHeight: '80vh',
          }}
        />
        <Box sx={{ minWidth: 0, pt: { md: 4 } }}>
          <DetailText image={image} />
          <DetailActions image={image} likePending={likePending} onLike={onLike} onRecreate={onRecreate} />
        </Box>
      </Paper>
      <DetailGallery media={galleryMedia(image)} />
    </Box>
  );
}
