import Box from '@mui/material/Box';
import type { ImageDetail } from '@/api/types';
import { imageUrl } from '@/utils/imageUrl';
import { IMAGE_WIDTHS } from '../constants';
import { useModelingT } from '../i18n';

/** The look the outfits are drawn on; a placeholder of its shape while it loads (nothing once it failed). */
export function LookImage({ image, failed }: { image: ImageDetail | undefined; failed: boolean }) {
  const t = useModelingT();
  return (
    <Box>
      {image ? (
        <Box
          component="img"
          src={imageUrl(image.path, { width: IMAGE_WIDTHS.main })}
          alt={image.name || t('modeling.theLook')}
          sx={{
            width: '100%',
            maxHeight: 520,
            objectFit: 'contain',
            borderRadius: 2,
            bgcolor: 'grey.100',
            display: 'block',
          }}
        />
      ) : (
        !failed && (
          <Box
            role="status"
            aria-busy="true"
            aria-label={t('modeling.loadingLook')}
            sx={{ width: '100%', aspectRatio: '3 / 4', bgcolor: 'grey.100', borderRadius: 2 }}
          />
        )
      )}
    </Box>
  );
}
