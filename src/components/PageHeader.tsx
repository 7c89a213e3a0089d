import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links at the header's end (under the title on phones). */
  actions?: ReactNode;
  /** The title's id, for a region labelled by it. */
  id?: string;
  /** `translate="no"` for a title that is the user's own content (a product name). */
  translate?: 'no';
  /** The title in the page's outline but not on screen (a canvas screen whose result is its heading). */
  hidden?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The one page header (issue 43): the page title in the type scale's `pageTitle` style, an optional subtitle and
 * actions. Every screen's h1 is this component, so titles read the same size and weight everywhere.
 */
export function PageHeader({ title, subtitle, actions, id, translate, hidden = false, sx }: PageHeaderProps) {
  if (hidden) {
    return (
      <Typography id={id} variant="pageTitle" component="h1" sx={visuallyHiddenSx} translate={translate}>
        {title}
      </Typography>
    );
  }
  return (
    <Box
      component="header"
      sx={[
        {
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          columnGap: 3,
          rowGap: 1.5,
          mb: { xs: 2, md: 3 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 16rem' }}>
        <Typography id={id} variant="pageTitle" component="h1" translate={translate}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" sx={{ mt: 0.75, color: 'text.secondary', maxWidth: '62ch' }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>{actions}</Box>
      )}
    </Box>
  );
}

const visuallyHiddenSx = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
