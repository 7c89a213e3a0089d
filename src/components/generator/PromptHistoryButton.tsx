import { Suspense, useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import { LazyTooltip } from '@/components/LazyTooltip';
import { lazyWithPreload } from '@/utils/lazyWithPreload';
import { useGeneratorT } from './i18n';

// Only opened on a click: the list, its search, its popover and the storage code stay out of the creation
// routes' chunks (fetched on hover or focus, so it opens without a wait).
const PromptHistoryPanel = lazyWithPreload(() =>
  import('./PromptHistoryPanel').then((module) => ({ default: module.PromptHistoryPanel })),
);

/**
 * The prompt field's history button (issue 29 §4): opens the signed-in user's starred and recent prompts; a
 * click on one puts it in the field. The field shows it for a signed-in user only. Its hint is a `LazyTooltip` (MUI's
 * Tooltip and Popper load when idle or on the first hover or focus, not with the creation screens), emptied while the
 * popover is open: the hint's switch, which mounts the button afresh, never lands while the popover is anchored to
 * it and will give the focus back to it.
 */
export function PromptHistoryButton({ onPick }: { onPick: (text: string) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The panel stays mounted after the first opening so closing animates.
  const [opened, setOpened] = useState(false);
  const id = useId();
  const t = useGeneratorT();
  const label = t('generator.recentPrompts');
  const preload = () => void PromptHistoryPanel.preload();

  return (
    <>
      <LazyTooltip title={anchor ? '' : label}>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? id : undefined}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setOpened(true);
          }}
        >
          <HistoryIcon fontSize="small" />
        </IconButton>
      </LazyTooltip>
      {opened && (
        <Suspense fallback={null}>
          <PromptHistoryPanel
            id={id}
            label={label}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onPick={(text) => {
              onPick(text);
              setAnchor(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
