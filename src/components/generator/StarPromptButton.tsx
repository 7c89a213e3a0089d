import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorderOutlined';
import { usePromptHistory } from '@/hooks/usePromptHistory';
import { isStarred } from '@/utils/promptHistory';
import { useHistoryPanelT } from './historyPanel/i18n';

/**
 * The star on a successful record (issue 29 §4): keeps its prompt among the starred ones every prompt field
 * offers. Nothing for a visitor or a record without a prompt.
 */
export function StarPromptButton({ prompt }: { prompt: string | null | undefined }) {
  const t = useHistoryPanelT();
  const { owner, history, toggleStar } = usePromptHistory();
  if (!owner || !prompt?.trim()) return null;
  const on = isStarred(history, prompt);
  return (
    <Tooltip title={t(on ? 'historyPanel.unstarHint' : 'historyPanel.starHint')}>
      <IconButton
        size="small"
        aria-label={t(on ? 'historyPanel.unstarPrompt' : 'historyPanel.starPrompt')}
        aria-pressed={on}
        onClick={() => toggleStar(prompt)}
      >
        {on ? <StarIcon fontSize="small" color="warning" /> : <StarBorderIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
