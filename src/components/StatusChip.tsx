import Box from '@mui/material/Box';
import { status as statusTokens, type StatusTone } from '@/theme/tokens';

export interface StatusChipProps {
  label: string;
  /** What the status means: success (on sale, done), info (in review), progress (running), warning (needs the user), error (failed, rejected), neutral (draft, closed). */
  tone: StatusTone;
}

/**
 * The one status chip (issue 43): a dot and a label on the tone's tint, so a rejected pre-sale never reads like an
 * item on sale. Colour is never the only signal: the label says it.
 */
export function StatusChip({ label, tone }: StatusChipProps) {
  const { main, tint } = statusTokens[tone];
  return (
    <Box
      component="span"
      data-tone={tone}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        maxWidth: '100%',
        px: 1,
        py: 0.25,
        borderRadius: 'var(--radius-pill, 999px)',
        bgcolor: tint,
        color: main,
        typography: 'caption',
        fontWeight: 600,
        lineHeight: 1.6,
        overflowWrap: 'anywhere',
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: main, flexShrink: 0 }}
      />
      {label}
    </Box>
  );
}
