import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import type { useDownload } from '@/hooks/useDownload';
import { useUiT } from './i18n';

export interface DownloadButtonProps {
  /** The file's path (or URL). */
  path: string;
  /** What it is ('Generated image 2'): the button is named 'Download <label>'. */
  label: string;
  /** The screen's useDownload: one download at a time, its messages. */
  download: Pick<ReturnType<typeof useDownload>, 'trigger' | 'isLoading'>;
}

/** The download icon on a viewer's slide (spec 3 §2.1, §2.4, §2.5): a spinner while its download runs. */
export function DownloadButton({ path, label, download }: DownloadButtonProps) {
  const t = useUiT();
  return (
    <IconButton
      size="small"
      aria-label={t('ui.downloadSubject', { subject: label })}
      disabled={download.isLoading}
      onClick={() => void download.trigger([path])}
      sx={{ bgcolor: 'background.paper' }}
    >
      {download.isLoading ? <CircularProgress size={16} /> : <DownloadIcon fontSize="small" />}
    </IconButton>
  );
}
