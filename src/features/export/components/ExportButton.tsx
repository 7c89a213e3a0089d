import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import IosShareIcon from '@mui/icons-material/IosShareOutlined';
import { readLanguage } from '@/hooks/useLanguage';
import { preloadLanguage } from '@/i18n';
import type { ExportSource } from '../encode';
import type { PresetId } from '../presets';
import { useExportButtonT } from './i18n';

// The dialog, its presets and the canvas encoder are one lazy chunk, fetched on the first click; in Chinese its
// texts come in before it renders (a catalog that suspends while its first render mounts trips React's `use`).
const ExportDialog = lazy(() =>
  import('./ExportDialog').then(async (module) => {
    await preloadLanguage(readLanguage());
    return module;
  }),
);

export interface ExportButtonProps {
  sources: readonly ExportSource[];
  /** 'icon' on a viewer slide, 'button' beside 'Download all' or a selection's actions. */
  variant?: 'icon' | 'button';
  /** The accessible name (icon) or text (button). */
  label?: string;
  disabled?: boolean;
  initialPresets?: readonly PresetId[];
  /** The zip's name for several files (a batch exports as one zip named after it). */
  zipName?: string;
}

/** 'Export for…': opens the marketplace export dialog for the given pictures. */
export function ExportButton({
  sources,
  variant = 'icon',
  label,
  disabled,
  initialPresets,
  zipName,
}: ExportButtonProps) {
  const t = useExportButtonT();
  const text = label ?? t('exportButton.label');
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = () => {
    setMounted(true);
    setOpen(true);
  };
  return (
    <>
      {variant === 'icon' ? (
        <IconButton
          title={t('exportButton.title')}
          size="small"
          aria-label={text}
          disabled={disabled || !sources.length}
          onClick={show}
          sx={{ bgcolor: 'background.paper' }}
        >
          <IosShareIcon fontSize="small" />
        </IconButton>
      ) : (
        <Button
          variant="outlined"
          startIcon={<IosShareIcon />}
          disabled={disabled || !sources.length}
          onClick={show}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {text}
        </Button>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <ExportDialog
            open={open}
            onClose={() => setOpen(false)}
            sources={sources}
            initialPresets={initialPresets}
            zipName={zipName}
          />
        </Suspense>
      )}
    </>
  );
}
