import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorderOutlined';
import CloseIcon from '@mui/icons-material/CloseOutlined';
import { usePromptHistory } from '@/hooks/usePromptHistory';
import { isStarred, matchesPrompt } from '@/utils/promptHistory';
import { useHistoryPanelT } from './historyPanel/i18n';

export interface PromptHistoryPanelProps {
  id: string;
  /** The popover's name: the button's. */
  label: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onPick: (text: string) => void;
}

const short = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** What a row's buttons do with its prompt. */
interface PromptActions {
  onPick: (text: string) => void;
  onToggleStar: (text: string) => void;
  onRemove: (text: string) => void;
}

type Section = 'starred' | 'recent';

/** One prompt: a click puts it in the field; the star keeps it; ✕ (recent ones only) removes it. */
function PromptRow({ text, section, actions }: { text: string; section: Section; actions: PromptActions }) {
  const t = useHistoryPanelT();
  const on = section === 'starred';
  return (
    <ListItem
      disablePadding
      secondaryAction={
        <Box sx={{ display: 'flex' }}>
          <IconButton
            size="small"
            aria-label={t(on ? 'historyPanel.unstar' : 'historyPanel.star', { text: short(text) })}
            aria-pressed={on}
            onClick={() => actions.onToggleStar(text)}
          >
            {on ? <StarIcon fontSize="small" color="warning" /> : <StarBorderIcon fontSize="small" />}
          </IconButton>
          {!on && (
            <IconButton
              size="small"
              aria-label={t('historyPanel.remove', { text: short(text) })}
              onClick={() => actions.onRemove(text)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      }
      sx={{ '& .MuiListItemSecondaryAction-root': { right: 4 } }}
    >
      <ListItemButton onClick={() => actions.onPick(text)} sx={{ pr: on ? 6 : 10 }}>
        <ListItemText
          primary={text}
          slotProps={{
            primary: {
              variant: 'body2',
              sx: {
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                overflowWrap: 'anywhere',
              },
            },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** The starred or the recent prompts under their heading; nothing when there are none. */
function PromptSection({
  section,
  prompts,
  actions,
}: {
  section: Section;
  prompts: readonly string[];
  actions: PromptActions;
}) {
  const t = useHistoryPanelT();
  if (!prompts.length) return null;
  const title = t(section === 'starred' ? 'historyPanel.starred' : 'historyPanel.recent');
  return (
    <List dense aria-label={title} subheader={<ListSubheader>{title}</ListSubheader>}>
      {prompts.map((text) => (
        <PromptRow key={`${section}-${text}`} text={text} section={section} actions={actions} />
      ))}
    </List>
  );
}

/**
 * The popover of a prompt field's history (issue 29 §4): starred prompts, then the last 20 used, both narrowed
 * by the search; one click puts a prompt in the field, the star keeps it, ✕ removes it from the recent list.
 * Its own chunk: fetched when the history button is first pointed at or opened.
 */
export function PromptHistoryPanel({ id, label, anchor, onClose, onPick }: PromptHistoryPanelProps) {
  const t = useHistoryPanelT();
  const { owner, history, remove, toggleStar } = usePromptHistory();
  const [query, setQuery] = useState('');
  const starred = history.starred.filter((text) => matchesPrompt(text, query));
  const recent = history.recent.filter((text) => !isStarred(history, text) && matchesPrompt(text, query));
  const nothing = !history.recent.length && !history.starred.length;
  const actions: PromptActions = { onPick, onToggleStar: toggleStar, onRemove: remove };

  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-label': label,
          sx: { width: 'min(420px, calc(100vw - 32px))', maxHeight: 'min(480px, 70vh)' },
        },
      }}
    >
      <Box sx={{ p: 1.5, pb: 0.5 }}>
        <TextField
          size="small"
          fullWidth
          autoFocus
          label={t('historyPanel.search')}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </Box>
      {owner === null ? (
        // The account is still loading: its prompts are not known yet, so nothing is said to be empty.
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          <CircularProgress size={20} aria-label={t('historyPanel.loading')} />
        </Box>
      ) : nothing ? (
        <Typography variant="body2" color="textSecondary" sx={{ p: 2 }}>
          {t('historyPanel.empty')}
        </Typography>
      ) : !starred.length && !recent.length ? (
        <Typography variant="body2" color="textSecondary" sx={{ p: 2 }} role="status">
          {t('historyPanel.noMatch', { query: query.trim() })}
        </Typography>
      ) : (
        <>
          <PromptSection section="starred" prompts={starred} actions={actions} />
          <PromptSection section="recent" prompts={recent} actions={actions} />
        </>
      )}
    </Popover>
  );
}
