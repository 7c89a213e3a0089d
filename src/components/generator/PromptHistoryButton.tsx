import { Suspense, useId, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { usePromptHistory } from '@/hooks/usePromptHistory';
import { isStarred } from '@/utils/promptHistory';
import { lazyWithPreload } from '@/utils/lazyWithPreload';
import { PROMPT_HISTORY_TEXT } from './promptHistoryText';

// Only opened on a click: the list, its search and its popover stay out of the creation routes' first chunk.
const PromptHistoryPanel = lazyWithPreload(() =>
  import('./PromptHistoryPanel').then((module) => ({ default: module.PromptHistoryPanel })),
);

/**
 * The prompt field's history button (issue 29 §4): opens the signed-in user's starred and recent prompts; a
 * click on one puts it in the field. Renders nothing for a visitor.
 */
export function PromptHistoryButton({ onPick }: { onPick: (text: string) => void }) {
  const { owner } = usePromptHistory();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The panel stays mounted after the first opening so closing animates.
  const [opened, setOpened] = useState(false);
  const id = useId();
  if (!owner) return null;

  return (
    <>
      <Tooltip title={PROMPT_HISTORY_TEXT.button}>
        <IconButton
          size="small"
          aria-label={PROMPT_HISTORY_TEXT.button}
          aria-haspopup="dialog"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? id : undefined}
          onPointerEnter={() => void PromptHistoryPanel.preload()}
          onFocus={() => void PromptHistoryPanel.preload()}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setOpened(true);
          }}
        >
          <HistoryIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <PromptHistoryPanel
            id={id}
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

/** The star on a successful record: keeps its prompt among the starred ones of every prompt field. */
export function StarPromptButton({ prompt }: { prompt: string | null | undefined }) {
  const { owner, history, toggleStar } = usePromptHistory();
  if (!owner || !prompt?.trim()) return null;
  const on = isStarred(history, prompt);
  return (
    <Tooltip title={on ? PROMPT_HISTORY_TEXT.unstarRecordHint : PROMPT_HISTORY_TEXT.starRecordHint}>
      <IconButton
        size="small"
        aria-label={on ? PROMPT_HISTORY_TEXT.unstarRecord : PROMPT_HISTORY_TEXT.starRecord}
        aria-pressed={on}
        onClick={() => toggleStar(prompt)}
      >
        {on ? <StarIcon fontSize="small" color="warning" /> : <StarBorderIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
