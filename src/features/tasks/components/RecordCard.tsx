import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/i18n/format';
import { useRecordT } from './i18n';

export interface RecordCardProps {
  prompt?: string | null;
  ratio?: string | null;
  functionKey?: string | null;
  createTime?: string | null;
  /** Beside the prompt: the star of a finished record's prompt. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The date and time in the language's own order ('11/26/2026, 12:12:32 PM'; '2026/11/26 12:12:32'). */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
};

const formatTime = (iso: string | null | undefined, locale: string) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? formatDateTime(date, locale, DATE_TIME) : '';
};

/** One generation record in the history: what was asked, then its images, placeholders or failure. */
export function RecordCard({ prompt, ratio, functionKey, createTime, actions, children }: RecordCardProps) {
  const t = useRecordT();
  return (
    <Paper component="article" variant="outlined" sx={{ p: 1.5 }}>
      {/* On a phone the prompt takes its own line: beside the star, 'Use in…', the ratio and the time it kept
          five letters ('A sculp…'). */}
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          columnGap: 1,
          rowGap: 0.5,
          mb: 1,
          minWidth: 0,
        }}
      >
        <Typography
          variant="body2"
          sx={{
            flex: { xs: '1 0 100%', sm: 1 },
            minWidth: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
          title={prompt ?? undefined}
          translate={prompt ? 'no' : undefined}
        >
          {prompt || t('record.untitled')}
        </Typography>
        {actions}
        {functionKey === 'imageChat' && (
          // May give way (with an ellipsis) to the time on a phone, where a longer language would push it off.
          <Chip size="small" label={t('record.varyUpscale')} sx={{ minWidth: 0 }} />
        )}
        {ratio && <Chip size="small" variant="outlined" label={ratio} />}
        <Typography variant="caption" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
          {formatTime(createTime, t.locale)}
        </Typography>
      </Stack>
      <Box>{children}</Box>
    </Paper>
  );
}
