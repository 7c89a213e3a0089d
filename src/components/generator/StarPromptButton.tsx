import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { usePromptHistory } from '@/hooks/usePromptHistory';
import { isStarred } from '@/utils/promptHistory';

const STAR_TEXT = {
  star: 'Star prompt',
  unstar: 'Unstar prompt',
  starHint: 'Star this prompt to reuse it from the prompt field',
  unstarHint: 'Unstar this prompt',
} as const;

/**
 * The star on a successful record (issue 29 §4): keeps its prompt among the starred ones every prompt field
 * offers. Nothing for a visitor or a record without a prompt.
 */
export function StarPromptButton({ prompt }: { prompt: string | null | undefined }) {
  const { owner, history, toggleStar } = usePromptHistory();
  if (!owner || !prompt?.trim()) return null;
  const on = isStarred(history, prompt);
  return (
    <Tooltip title={on ? STAR_TEXT.unstarHint : STAR_TEXT.starHint}>
      <IconButton
        size="small"
        aria-label={on ? STAR_TEXT.unstar : STAR_TEXT.star}
        aria-pressed={on}
        onClick={() => toggleStar(prompt)}
      >
        {on ? <StarIcon fontSize="small" color="warning" /> : <StarBorderIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
