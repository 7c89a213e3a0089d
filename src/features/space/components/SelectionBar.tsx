import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/CloseOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { UseInMenu } from '@/components/catalogue/UseInMenu';
import { useDownload } from '@/hooks/useDownload';
import type { SentPicture } from '@/utils/paths';
import { ExportButton, type ExportSource } from '@/features/export';
import { useSpaceT } from '../i18n';

interface SelectionBarProps {
  /** The files of the selected items, in list order (full paths; the download helper resolves them). */
  paths: readonly string[];
  /** The selected pictures that can go to a marketplace (videos cannot), named after their titles. */
  exports?: readonly ExportSource[];
  /** The one picture selected, to send on with 'Use in…' (issue 45 §2). */
  sendOn?: SentPicture;
  onClear: () => void;
}

/**
 * The bar shown while items are selected: the count, Clear, 'Export for…' (the marketplace presets, when a
 * picture is among them) and Download as zip through the one download helper (a single item is saved as
 * itself). Sits at the bottom of the screen, full width on phones.
 */
export function SelectionBar({ paths, exports = [], sendOn, onClear }: SelectionBarProps) {
  const t = useSpaceT();
  const download = useDownload();
  const count = paths.length;
  if (count === 0) return null;
  return (
    <Paper
      role="region"
      aria-label={t('space.selection')}
      elevation={6}
      sx={{
        position: 'fixed',
        zIndex: 'appBar',
        bottom: { xs: 0, sm: 24 },
        left: { xs: 0, sm: '50%' },
        right: { xs: 0, sm: 'auto' },
        transform: { sm: 'translateX(-50%)' },
        borderRadius: { xs: 0, sm: 3 },
        px: 2,
        py: 1.25,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flexWrap: 'wrap',
      }}
    >
      <Typography role="status" sx={{ fontWeight: 600, mr: 'auto', whiteSpace: 'nowrap' }}>
        {t('space.selected', { count })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<CloseIcon />} onClick={onClear}>
          {t('space.clear')}
        </Button>
        {sendOn && <UseInMenu variant="button" name={exports[0]?.name ?? ''} picture={sendOn} />}
        {exports.length > 0 && (
          <ExportButton variant="button" label={t('space.exportFor')} sources={exports} />
        )}
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          loading={download.isLoading}
          loadingPosition="start"
          onClick={() => void download.trigger(paths)}
        >
          {t(count === 1 ? 'space.download' : 'space.downloadZip')}
        </Button>
      </Box>
    </Paper>
  );
}
