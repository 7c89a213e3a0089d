import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** An empty, error or visitor state of a space tab: one sentence and the way on. */
export function SpaceNotice({
  title,
  message,
  action,
  role,
}: {
  title: string;
  message: string;
  action: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <Box role={role} sx={{ py: { xs: 6, sm: 10 }, px: 2, textAlign: 'center', maxWidth: 520, mx: 'auto' }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>{message}</Typography>
      {action}
    </Box>
  );
}
