import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The heading of an admin section: its name, one sentence on what it manages, and its tools. */
export function SectionHeader({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: children ? 2 : 0 }}>
        {description}
      </Typography>
      {children && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>{children}</Box>
      )}
    </Box>
  );
}
