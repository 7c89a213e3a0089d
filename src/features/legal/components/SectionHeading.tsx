import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { HTML_LANG } from '@/i18n';
import { useLegalT } from '../i18n';

/**
 * A section heading with its anchor beside it, so a link can point at `#id`. The `#` link sits outside the
 * heading, whose accessible name stays the plain heading text; it shows on hover or keyboard focus. The heading is
 * the policy's (English, in a `lang="en"` section); the anchor's name is in the reader's language.
 */
export function SectionHeading({ id, children }: { id: string; children: string }) {
  const t = useLegalT();
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
      <Link
        className="anchor"
        href={`#${id}`}
        lang={HTML_LANG[t.language]}
        aria-label={t('legal.anchor', { heading: children })}
      >
        #
      </Link>
    </Box>
  );
}
