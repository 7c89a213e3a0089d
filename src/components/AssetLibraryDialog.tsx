import { useState } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppDialog } from '@/components/AppDialog';
import { RetryAlert } from '@/components/RetryAlert';
import { useGetOwnImagesPageQuery } from '@/api/endpoints/ownImages';
import type { GalleryImage } from '@/api/types';
import { imageUrl } from '@/utils/imageUrl';
import { PickTile, TilePicture } from './PickTile';
import { useUiT } from './i18n';

/** Spec 3 §2.1: the dialog's page size (no size changer) and its columns from a tablet up (its title: ui.assets.title). */
export const ASSET_PAGE_SIZE = 18;
export const ASSET_COLUMNS = 6;

export interface AssetLibraryDialogProps {
  open: boolean;
  onPick: (image: GalleryImage) => void;
  onClose: () => void;
}

/**
 * Spec 3 §2.1: the user's inspiration images, 6 columns, 18 per page, no size changer. Marketing imports a
 * product from it; the modeling start panel picks one (issue 26 defect 4).
 */
export function AssetLibraryDialog({ open, onPick, onClose }: AssetLibraryDialogProps) {
  const t = useUiT();
  const [page, setPage] = useState(1);
  const query = useGetOwnImagesPageQuery(
    { type: 'inspiration', current: page, pageSize: ASSET_PAGE_SIZE },
    { skip: !open },
  );
  const list = query.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / ASSET_PAGE_SIZE));
  return (
    // Issue 26 defect 3: full screen on a phone, so the ✕ and Back are the ways out (no backdrop to tap).
    <AppDialog open={open} onClose={onClose} title={t('ui.assets.title')} maxWidth="md">
      {query.isError ? (
        <RetryAlert message={t('ui.assets.failed')} onRetry={() => void query.refetch()} />
      ) : !query.isFetching && list.length === 0 ? (
        <Typography color="textSecondary">{t('ui.assets.empty')}</Typography>
      ) : (
        <Box
          role="list"
          aria-label={t('ui.assets.list')}
          aria-busy={query.isFetching || undefined}
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'repeat(3, minmax(0, 1fr))',
              sm: `repeat(${ASSET_COLUMNS}, minmax(0, 1fr))`,
            },
            gap: 1,
          }}
        >
          {query.isFetching && list.length === 0
            ? Array.from({ length: ASSET_COLUMNS }, (_, i) => (
                <Skeleton key={i} variant="rectangular" sx={{ aspectRatio: '1', height: 'auto' }} />
              ))
            : list.map((image, index) => (
                <Box role="listitem" key={image.image_id}>
                  <PickTile
                    onClick={() => onPick(image)}
                    aria-label={t('ui.useImage', {
                      name: image.name || t('ui.imageNumber', { n: index + 1 }),
                    })}
                    sx={{ aspectRatio: '1' }}
                  >
                    <TilePicture src={imageUrl(image.path, { width: 160 })} />
                  </PickTile>
                </Box>
              ))}
        </Box>
      )}
      {pages > 1 && (
        <Stack sx={{ alignItems: 'center', mt: 2 }}>
          <Pagination count={pages} page={page} onChange={(_e, value) => setPage(value)} />
        </Stack>
      )}
    </AppDialog>
  );
}
