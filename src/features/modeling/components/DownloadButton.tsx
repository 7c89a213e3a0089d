import IconButton from '@mui/material/IconButton';
import DownloadIcon from '@mui/icons-material/Download';
import type { DownloadTrigger } from '@/hooks/useDownload';

/** The download icon on each viewer slide (spec 3 §2.4 / §2.5), through the download helper. */
export function DownloadButton({
  path,
  label,
  trigger,
  disabled,
}: {
  path: string;
  label: string;
  trigger: DownloadTrigger;
  disabled?: boolean;
}) {
  return (
    <IconButton
      size="small"
      aria-label={`Download ${label}`}
      disabled={disabled}
      onClick={() => void trigger([path])}
      sx={{ bgcolor: 'background.paper' }}
    >
      <DownloadIcon fontSize="small" />
    </IconButton>
  );
}
