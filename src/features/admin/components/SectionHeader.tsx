import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PageHeader } from '@/components/PageHeader';

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
      <PageHeader title={title} subtitle={description} sx={{ mb: children ? 2 : 0 }} />
      {children && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>{children}</Box>
      )}
    </Box>
  );
}
