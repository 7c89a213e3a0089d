import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ThumbStrip, type ThumbItem } from '@/components/ThumbStrip';
import { useGetHistoryQuery } from '@/features/tasks';
import { imageUrl } from '@/utils/imageUrl';
import { paths } from '@/utils/paths';
import { HISTORY_PAGE_SIZE, HISTORY_THUMB_SIZE, IMAGE_WIDTHS, MODELING_FUNCTION_KEY } from '../constants';
import { useModelingT } from '../i18n';
import { RetryAlert } from '@/components/RetryAlert';

/**
 * Spec 3 §2.4 history strip: a vertical list of 80 px thumbnails of the user's modeling results;
 * ArrowUp / ArrowDown move to the previous or next image, a click opens it with its template. Below a
 * tablet's width it runs across the top of the page instead (← / → move).
 */
export function ModelingHistory({ imageId }: { imageId: number | null }) {
  const t = useModelingT();
  const navigate = useNavigate();
  const beside = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const history = useGetHistoryQuery({ function_key: MODELING_FUNCTION_KEY, pageSize: HISTORY_PAGE_SIZE });
  const entries = useMemo(
    () =>
      (history.data?.list ?? []).flatMap((record) =>
        (record.result ?? []).map((result) => ({
          imageId: result.image_id,
          promptId: record.params?.prompt_id ?? null,
          path: result.path,
        })),
      ),
    [history.data],
  );
  const items: ThumbItem[] = entries.map((entry, i) => ({
    id: entry.imageId,
    src: imageUrl(entry.path, { width: IMAGE_WIDTHS.history }),
    alt: t('modeling.historyImage', { number: i + 1 }),
  }));
  const open = (id: number) => {
    const entry = entries.find((candidate) => candidate.imageId === id);
    if (entry) void navigate(paths.modelingContent({ image_id: entry.imageId, prompt_id: entry.promptId }));
  };

  if (history.isError)
    return <RetryAlert message={t('modeling.historyError')} onRetry={() => void history.refetch()} />;
  if (history.isLoading)
    return (
      <Box
        role="status"
        aria-busy="true"
        aria-label={t('modeling.loadingHistory')}
        sx={{ display: 'flex', gap: 0.5, flexDirection: beside ? 'column' : 'row' }}
      >
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" width={HISTORY_THUMB_SIZE} height={HISTORY_THUMB_SIZE} />
        ))}
      </Box>
    );
  if (!items.length)
    return (
      <Typography
        variant="caption"
        sx={{ color: 'text.secondary', display: 'block', width: beside ? HISTORY_THUMB_SIZE : 'auto' }}
      >
        {t('modeling.noHistoryYet')}
      </Typography>
    );
  return (
    <ThumbStrip
      items={items}
      currentId={imageId}
      onSelect={open}
      size={HISTORY_THUMB_SIZE}
      label={t('modeling.history')}
      orientation={beside ? 'vertical' : 'horizontal'}
      keyboard
    />
  );
}
