import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { accent, neutral, radius } from '@/theme/tokens';

export interface EmptyStateProps {
  title: string;
  message?: string;
  /** The first action: the one button that starts the thing this place will hold. */
  action?: ReactNode;
  /** An example of the result (a picture), shown as a visual starter; a framed placeholder when none. */
  example?: ReactNode;
  /** The heading level of the title in the page's outline. */
  headingLevel?: 'h2' | 'h3';
  role?: 'status' | 'alert';
}

/**
 * The one empty state (issue 43): an example of what will appear here, what it is, and the first action — a
 * visual starter rather than a line of grey text.
 */
export function EmptyState({ title, message, action, example, headingLevel = 'h2', role }: EmptyStateProps) {
  return (
    <Box
      role={role}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        px: 3,
        py: { xs: 3, md: 4 },
        maxWidth: 440,
        mx: 'auto',
      }}
    >
      <Box
        aria-hidden={example ? undefined : true}
        sx={{
          // Inside a viewer (a size container) it keeps to the viewer's height.
          width: 'min(160px, 30cqh)',
          minWidth: 72,
          aspectRatio: '3 / 4',
          borderRadius: `${radius.lg}px`,
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          mb: 1,
          background: `linear-gradient(160deg, ${accent.tint} 0%, ${neutral[100]} 55%, ${neutral[200]} 100%)`,
          boxShadow: `0 0 0 8px ${neutral[50]}, 0 12px 32px rgba(29,27,25,0.12)`,
          transform: 'rotate(-3deg)',
          '& > img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
        }}
      >
        {example ?? <AutoAwesomeOutlined sx={{ fontSize: 40, color: accent.main }} />}
      </Box>
      <Typography variant="sectionTitle" component={headingLevel}>
        {title}
      </Typography>
      {message && (
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: '40ch' }}>
          {message}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}
