import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { useUploader } from '@/hooks/useUploader';
import { useAdminT } from '../i18n';

/** One progress ring per picture on its way, named with its file and percentage. */
export function UploadsInFlight({ inFlight }: { inFlight: ReturnType<typeof useUploader>['inFlight'] }) {
  const t = useAdminT();
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} aria-live="polite">
      {inFlight.map((item) => (
        <CircularProgress
          key={item.key}
          size={28}
          variant={item.progress > 0 ? 'determinate' : 'indeterminate'}
          value={item.progress}
          aria-label={t('admin.upload.uploading', { name: item.name, progress: item.progress })}
        />
      ))}
    </Stack>
  );
}
