import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface NextStepPanelProps {
  /** What the screen needs before it can do anything ('Bring a product in'). */
  title: string;
  /** Why, in a sentence. */
  children?: ReactNode;
  /** The ways forward, most likely first (buttons and links). */
  actions: ReactNode;
  /** A status line under the actions (an upload's progress, a failure). */
  status?: ReactNode;
  icon?: ReactNode;
}

/**
 * What a screen shows instead of a blank stage when it lacks its input (a product, a look): what is
 * missing and every way to bring it in, so no screen is a dead end.
 */
export function NextStepPanel({ title, children, actions, status, icon }: NextStepPanelProps) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        minHeight: { xs: 280, md: 360 },
        px: 2,
        py: { xs: 4, md: 6 },
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 520 }}>
        {icon && (
          <Box aria-hidden sx={{ color: 'primary.main', fontSize: 48, lineHeight: 1 }}>
            {icon}
          </Box>
        )}
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children && <Typography sx={{ color: 'text.secondary' }}>{children}</Typography>}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'center', width: { xs: '100%', sm: 'auto' } }}
        >
          {actions}
        </Stack>
        {status}
      </Stack>
    </Box>
  );
}
