import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from '@mui/material/styles';
import { provenanceOf } from '@/utils/paths';
import { useCatalogueT } from './i18n';

// Shown only on a screen reached through 'Use in…': MUI's Chip is fetched then, not with every screen holding the note.
const ProvenanceChip = lazy(() => import('./ProvenanceChip'));

/** The chip's box until it is here (a small outlined chip: 24 px high, its icon and label), left blank. */
const ChipSpace = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  alignItems: 'center',
  boxSizing: 'border-box',
  height: 24,
  verticalAlign: 'middle',
  border: '1px solid transparent',
  paddingLeft: 22,
  paddingRight: 7,
  fontSize: theme.typography.pxToRem(13),
  whiteSpace: 'nowrap',
  visibility: 'hidden',
}));

/**
 * Where the picture on this screen came from, when it was sent on with 'Use in…' (issue 45 §2): 'from
 * Inspiration, 12 Dec'. Nothing without that provenance in the URL.
 */
export function ProvenanceNote() {
  const t = useCatalogueT();
  const [params] = useSearchParams();
  const provenance = provenanceOf(params);
  if (!provenance) return null;
  const source = t(`cat.from.${provenance.from}`);
  const label = provenance.day
    ? t('cat.provenance', {
        source,
        date: new Intl.DateTimeFormat(t.language === 'en' ? 'en-GB' : t.locale, {
          day: 'numeric',
          month: 'short',
          timeZone: 'UTC',
        }).format(new Date(`${provenance.day}T00:00:00Z`)),
      })
    : t('cat.provenance', { source, date: '' }).replace(/[,，]\s*$/, '');
  return (
    <Suspense fallback={<ChipSpace aria-hidden>{label}</ChipSpace>}>
      <ProvenanceChip label={label} ariaLabel={`${t('cat.provenanceLabel')}: ${label}`} />
    </Suspense>
  );
}
