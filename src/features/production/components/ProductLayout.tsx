import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PageHeader } from '@/components/PageHeader';

export interface ProductLayoutProps {
  title: string;
  imagePath: string;
  imageAlt: string;
  /** Under the image (a preview's title, price, tags). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The production pages' two panes: the product picture and the step's content; one column on phones. */
export function ProductLayout({ title, imagePath, imageAlt, aside, children }: ProductLayoutProps) {
  return (
    <Box
      component="section"
      aria-labelledby="production-page-title"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
        gap: 3,
        p: { xs: 2, md: 3 },
        height: { md: '100%' },
        overflowY: { md: 'auto' },
        minWidth: 0,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box
          component="img"
          src={imagePath}
          alt={imageAlt}
          sx={{
            width: '100%',
            aspectRatio: '1 / 1',
            objectFit: 'cover',
            borderRadius: 2,
            bgcolor: 'grey.100',
          }}
        />
        {aside}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <PageHeader id="production-page-title" title={title} />
        {children}
      </Box>
    </Box>
  );
}
