import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/**
 * A section heading with its anchor beside it, so a link can point at `#id`. The `#` link sits outside the
 * heading, whose accessible name stays the plain heading text; it shows on hover or keyboard focus.
 */
export function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'baseline',
        gap: 1,
        mt: 5,
        mb: 1.5,
        '& .anchor': { opacity: 0, textDecoration: 'none' },
        '&:hover .anchor, & .anchor:focus-visible': { opacity: 1 },
        '@media print': { '& .anchor': { display: 'none' }, breakAfter: 'avoid' },
      }}
    >
      <Typography variant="h5" component="h2" id={id} sx={{ fontWeight: 600, scrollMarginTop: 16 }}>
        {children}
      </Typography>
      <Link className="anchor" href={`#${id}`} aria-label={`Link to ${children}`}>
        #
      </Link>
    </Box>
  );
}
