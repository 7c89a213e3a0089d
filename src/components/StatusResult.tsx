import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface StatusResultProps {
  status: string;
  message: string;
  icon?: ReactNode;
  actions: ReactNode;
}

/** A full-page outcome (404, 403): big status, one sentence, the way out. */
export function StatusResult({ status, message, icon, actions }: StatusResultProps) {
  return (
    <Box
      component="section"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '70vh', p: 4, textAlign: 'center' }}
    >
      <Box>
        {icon}
        <Typography component="h1" variant="pageTitle" sx={{ color: 'text.primary' }}>
          {status}
        </Typography>
        <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>{message}</Typography>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center' }}>
          {actions}
        </Stack>
      </Box>
    </Box>
  );
}
