import { useSearchParams } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import HistoryIcon from '@mui/icons-material/History';
import { provenanceOf } from '@/utils/paths';
import { useCatalogueT } from './i18n';

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
    <Chip
      size="small"
      variant="outlined"
      icon={<HistoryIcon />}
      label={label}
      aria-label={`${t('cat.provenanceLabel')}: ${label}`}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}
