import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import type { GalleryMedia } from '../detailContent';
import { useDetailT } from '../i18n';
import { lazyOverlay } from '@/components/lazyOverlay';
import type { FullscreenViewerProps } from '@/components/FullscreenViewer';
import { useFirstScreenPending } from '@/hooks/useFirstScreenPending';

/** The viewer (MUI's Dialog with its focus trap) is fetched when a picture is first opened. */
const FullscreenViewer = lazyOverlay<FullscreenViewerProps & { open: boolean }>(
  () => import('@/components/FullscreenViewer').then((module) => ({ default: module.FullscreenViewer })),
  'FullscreenViewer',
);

/** Spec 1 §2.4: a 4-column gallery (videos, then images) opening the full-screen viewer. */
export function DetailGallery({ media }: { media: GalleryMedia[] }) {
  const t = useDetailT();
  const [index, setIndex] = useState<number | null>(null);
  // The page's picture first: the thumbnails (squares of the grid meanwhile) wait until it shows.
  const waiting = useFirstScreenPending();
  if (media.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="detail-gallery-title" sx={{ mt: 4 }}>
      <Typography id="detail-gallery-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('detail.gallery')}
      </Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 1 }}
      >
        {media.map((item, position) => (
          <ButtonBase
            key={`${item.kind}-${item.src}`}
            onClick={() => setIndex(position)}
            aria-label={t('detail.view', { label: item.label })}
            sx={{
              position: 'relative',
              aspectRatio: '1',
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'grey.200',
            }}
          >
            {!waiting && (
              <Box
                component="img"
                src={item.thumb}
                alt=""
                loading="lazy"
                decoding="async"
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            )}
            {item.kind === 'video' && (
              <PlayCircleOutlinedIcon
                sx={{ position: 'absolute', color: '#fff', fontSize: 48 }}
                aria-hidden
              />
            )}
          </ButtonBase>
        ))}
      </Box>
      <FullscreenViewer
        open={index !== null}
        items={media}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
      />
    </Box>
  );
}
