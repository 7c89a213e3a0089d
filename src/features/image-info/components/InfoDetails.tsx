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
      <Box>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2">{t('info.prompt')}</Typography>
          <Tooltip title={t('info.copyPrompt')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('info.copyPrompt')}
                disabled={!prompt}
                onClick={() => void copy(prompt)}
              >
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        <Typography
          variant="body2"
          sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          translate={prompt ? 'no' : undefined}
        >
          {prompt || '—'}
        </Typography>
      </Box>
      {task?.params?.ar && (
        <Typography variant="body2">
          <Box component="span" sx={{ fontWeight: 600 }}>
            {t('info.ratio')}{' '}
          </Box>
          {task.params.ar}
        </Typography>
      )}
      {attributes.length > 0 && (
        <Box
          component="dl"
          // The category's attributes and the values chosen: what the backend and the user wrote.
          translate="no"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
        >
          {attributes.map((attribute) => (
            <Box key={attribute.name} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 600, typography: 'body2' }}>
                {attribute.name}
              </Box>
              <Box component="dd" sx={{ m: 0, typography: 'body2' }}>
                {attribute.value}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
