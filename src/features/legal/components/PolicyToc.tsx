import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLegalT } from '../i18n';

export interface TocEntry {
  id: string;
  heading: string;
}

/** The table of contents: a link to each heading's anchor (the headings are the policy's, English). */
export function PolicyToc({ entries }: { entries: readonly TocEntry[] }) {
  const t = useLegalT();
  return (
    <Box
      component="nav"
      aria-labelledby="policy-contents"
      sx={{
        my: 3,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        '@media print': { display: 'none' },
      }}
    >
      <Typography id="policy-contents" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('legal.contents')}
      </Typography>
      <Box component="ol" lang="en" sx={{ m: 0, pl: 3, columns: { sm: 2 }, columnGap: 4 }}>
        {entries.map((entry) => (
          <Box component="li" key={entry.id} sx={{ mb: 0.5, breakInside: 'avoid' }}>
            <Link href={`#${entry.id}`}>{entry.heading}</Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
