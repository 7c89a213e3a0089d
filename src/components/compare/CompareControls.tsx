import IconButton from '@mui/material/IconButton';
import CompareIcon from '@mui/icons-material/CompareOutlined';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import type { CompareMode } from './useCompareMode';
import { useCompareT } from './i18n';

export interface CompareControlsProps {
  mode: CompareMode;
  onModeChange: (mode: CompareMode) => void;
  /** Side by side is offered on wide screens only; on a phone the wipe is used instead. */
  wide: boolean;
}

/** A switched-on control: filled, so it reads as on over any picture. */
const pressed = {
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  '&:hover': { bgcolor: 'primary.dark' },
} as const;

/** The switches of a viewer's compare mode: on/off, and wipe/side by side where there is room. */
export function CompareControls({ mode, onModeChange, wide }: CompareControlsProps) {
  const t = useCompareT();
  const on = mode !== 'off';
  return (
    <>
      <IconButton
        title={t(on ? 'compare.stop' : 'compare.start')}
        size="small"
        aria-label={t('compare.toggle')}
        aria-pressed={on}
        onClick={() => onModeChange(on ? 'off' : 'slider')}
        sx={on ? pressed : { bgcolor: 'background.paper' }}
      >
        <CompareIcon fontSize="small" />
      </IconButton>
      {on && wide && (
        <IconButton
          title={t(mode === 'side' ? 'compare.wipe' : 'compare.side')}
          size="small"
          aria-label={t('compare.side')}
          aria-pressed={mode === 'side'}
          onClick={() => onModeChange(mode === 'side' ? 'slider' : 'side')}
          sx={mode === 'side' ? pressed : { bgcolor: 'background.paper' }}
        >
          <ViewColumnIcon fontSize="small" />
        </IconButton>
      )}
    </>
  );
}
