import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import type { RecordTaskInfo } from '@/api/types';
import { toast } from '@/utils/toast';
import { formatFinishTime } from '../utils';
import { infoT, useInfoT } from '../i18n';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(infoT('info.copied'));
  } catch {
    toast.error(infoT('info.copyFailed'));
  }
}

/**
 * Product name, finish time, prompt (with copy), ratio and attributes of the record that made the image. The name,
 * prompt and attributes are content (`translate="no"`), not interface text.
 */
export function InfoDetails({
  task,
  fallbackPrompt,
}: {
  task: RecordTaskInfo | null | undefined;
  fallbackPrompt?: string | null;
}) {
  const t = useInfoT();
  const prompt = task?.params?.prompt || fallbackPrompt || '';
  const attributes = task?.params?.attributes ?? [];
  const finished = formatFinishTime(task?.result?.finishTime);
  return (
    <Stack spacing={1.5}>
      <Typography variant="pageTitle" component="h1" translate={task?.result?.action ? 'no' : undefined}>
        {task?.result?.action || t('info.productName')}
      </Typography>
      {finished && (
        <Typography variant="body2" color="textSecondary">
          <time dateTime={task?.result?.finishTime ?? undefined}>{finished}</time>
        </Typography>
      )}
      {/* One key-value list in one style: the prompt, the ratio and the category's attributes alike. */}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(4.5rem, max-content) minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 1,
          alignItems: 'baseline',
          '& dt': { typography: 'caption', fontWeight: 600, color: 'text.secondary' },
          '& dd': { m: 0, typography: 'body2' },
        }}
      >
        <dt>{t('info.prompt')}</dt>
        <Box component="dd" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box
            component="span"
            sx={{ flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
            translate={prompt ? 'no' : undefined}
          >
            {prompt || '—'}
          </Box>
          <Tooltip title={t('info.copyPrompt')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('info.copyPrompt')}
                disabled={!prompt}
                onClick={() => void copy(prompt)}
                sx={{ mt: -0.5 }}
              >
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
        {task?.params?.ar && (
          <>
            <dt>{t('info.ratio')}</dt>
            <dd>{task.params.ar}</dd>
          </>
        )}
        {attributes.map((attribute) => (
          // The category's attributes and the values chosen: what the backend and the user wrote.
          <Box key={attribute.name} sx={{ display: 'contents' }} translate="no">
            <dt>{attribute.name}</dt>
            <dd>{attribute.value}</dd>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
