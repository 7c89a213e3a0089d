import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every auth page: centred card, brand mark, one heading. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 4,
        background: 'linear-gradient(160deg, #eef4ff 0%, #f5f6f8 55%, #fdf2f8 100%)',
      }}
    >
      <Paper
        component="main"
        elevation={3}
        sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, borderRadius: 3 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <DiamondOutlinedIcon color="primary" aria-hidden />
          <Typography component="span" sx={{ fontWeight: 700 }}>
            Atelier AI
          </Typography>
        </Box>
        <Typography component="h1" variant="pageTitle" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        )}
        {children}
        {footer && <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box>}
      </Paper>
    </Box>
  );
}
