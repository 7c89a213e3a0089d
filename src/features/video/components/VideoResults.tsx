import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import type { VideoRef } from '@/api/types';
import { Carousel } from '@/components/Carousel';
import { useDownload } from '@/hooks/useDownload';
import { toast } from '@/utils/toast';
import { MARKETING_UNKNOWN_REASON } from '../constants';
import { useVideoT } from '../i18n';
import { useProgressClock, progressAt } from '../hooks/useProgressClock';
import { useRecordResults } from '@/features/tasks';
import { useScopeTasks } from '@/features/tasks';
import { clipOfResult, orderVideoItems, videoIdOfKey, type VideoClip, type VideoPicture } from '../utils';
import type { VideoSubmit } from '../hooks/useVideoTasks';

export interface VideoResultsProps {
  /** The same scope as the panel's. */
  scope: string;
  /** Clips stored with the image. */
  videos: readonly VideoRef[];
  /** The image and its related pictures. */
  pictures: readonly VideoPicture[];
  fallbackReason?: string;
}

/**
 * The Video tab's carousel (spec 3 §2.1): pending, generated, existing videos, then images, with a
 * download icon on videos (saved as `video_{video_id}.mp4`).
 */
export function VideoResults({
  scope,
  videos,
  pictures,
  fallbackReason = MARKETING_UNKNOWN_REASON,
}: VideoResultsProps) {
  const t = useVideoT();
  const [index, setIndex] = useState(0);
  const { items, completed } = useScopeTasks<VideoSubmit>(scope, fallbackReason);
  const results = useRecordResults(completed.map((item) => item.recordId));
  const running = items.some((item) => item.phase === 'pending' || item.phase === 'processing');
  const now = useProgressClock(running);
  const { trigger, isLoading } = useDownload();

  const generated = useMemo(
    () =>
      results.flatMap((list) => list.map(clipOfResult).filter((clip): clip is VideoClip => clip !== null)),
    [results],
  );
  const carouselItems = orderVideoItems({
    pending: items,
    progress: (recordId) => progressAt(recordId, now),
    generated,
    videos,
    pictures,
    t,
  });

  const download = async (src: string, videoId: number) => {
    const outcome = await trigger([src], { videoId });
    if (outcome === 'failed') toast.error(t('video.msg.downloadFailed'));
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <Carousel
        label={t('video.results')}
        items={carouselItems}
        index={index}
        onIndexChange={setIndex}
        renderDownload={(item) => {
          const videoId = videoIdOfKey(item.key);
          if (item.kind !== 'video' || videoId === null || !item.src) return null;
          return (
            <IconButton
              size="small"
              aria-label={t('video.download', { label: item.label })}
              disabled={isLoading}
              onClick={() => void download(item.src!, videoId)}
              sx={{ bgcolor: 'background.paper' }}
            >
              {isLoading ? <CircularProgress size={16} /> : <DownloadIcon fontSize="small" />}
            </IconButton>
          );
        }}
        empty={<Typography color="textSecondary">{t('video.noContent')}</Typography>}
      />
    </Box>
  );
}
