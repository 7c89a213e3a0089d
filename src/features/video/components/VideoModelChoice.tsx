import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '@/components/RetryAlert';
import { ModelSelect } from '@/components/generator/ModelSelect';
import { VIDEO_COST_LABEL } from '@/components/generator/rules';
import type { VideoModelType } from '@/api/types';
import { useVideoT } from '../i18n';

/** 'Choice of model': the video models once loaded, with a retry when they could not be. */
export function VideoModelChoice({
  models,
  value,
  onChange,
}: {
  models: { data?: VideoModelType[]; isLoading: boolean; isError: boolean; refetch: () => unknown };
  value: string;
  onChange: (model: string) => void;
}) {
  const t = useVideoT();
  return (
    <Box>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {t('video.model')}
      </Typography>
      {models.isLoading ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">{t('video.loading')}</Typography>
        </Stack>
      ) : models.isError ? (
        <RetryAlert message={t('video.modelsError')} onRetry={() => void models.refetch()} />
      ) : !models.data?.length ? (
        <Typography variant="body2">{t('video.msg.noModels')}</Typography>
      ) : (
        <ModelSelect
          label={t('video.modelSelect')}
          options={models.data.map((item) => ({
            value: item.value,
            label: item.label,
            cost: VIDEO_COST_LABEL,
          }))}
          value={value}
          onChange={onChange}
        />
      )}
    </Box>
  );
}
