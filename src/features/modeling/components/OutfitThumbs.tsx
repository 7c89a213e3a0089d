import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { imageUrl } from '@/utils/imageUrl';
import { IMAGE_WIDTHS } from '../constants';
import { useModelingT } from '../i18n';
import type { batchPhotos } from '../utils';

/** The outfits of the batch: each picture once made, a 'Generating' box until then. */
export function OutfitThumbs({ photos }: { photos: ReturnType<typeof batchPhotos> }) {
  const t = useModelingT();
  return (
    <Box
      component="ul"
      aria-label={t('modeling.outfits')}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none' }}
    >
      {photos.map((photo, index) => (
        <Box component="li" key={photo.key}>
          {photo.path ? (
            <Box
              component="img"
              src={imageUrl(photo.path, { width: IMAGE_WIDTHS.thumb })}
              alt={t('modeling.outfit', { number: index + 1 })}
              sx={{ width: 120, height: 160, objectFit: 'cover', borderRadius: 1, display: 'block' }}
            />
          ) : (
            <Box
              role="status"
              aria-label={t('modeling.outfitGenerating', { number: index + 1 })}
              sx={{
                width: 120,
                height: 160,
                borderRadius: 1,
                bgcolor: 'grey.200',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <Typography variant="caption">{t('modeling.generating')}</Typography>
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
