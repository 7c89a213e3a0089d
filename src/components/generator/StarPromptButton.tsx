import { IconButton, Tooltip } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { usePromptHistory } from '@/hooks/usePromptHistory';
import { isStarred } from '@/utils/promptHistory';
import { PROMPT_HISTORY_TEXT } from './promptHistoryText';

/**
 * The star on a successful record (issue 29 §4): keeps its prompt among the starred ones every prompt field
 * offers. Nothing for a visitor or a record without a prompt.
 */
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
