import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAdminHomeT } from '../home/i18n';
import type { PlannedSection } from '../plannedSections';

/** A section without calls: says so, and what it would manage once the backend offers them. */
export function PlannedSectionPanel({ section }: { section: PlannedSection }) {
  const t = useAdminHomeT();
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="pageTitle" sx={{ mb: 2 }}>
        {t(`adminHome.planned.${section}`)}
      </Typography>
      <Alert severity="info">
        <Typography sx={{ mb: 1 }}>{t('adminHome.planned.noCall')}</Typography>
        <Typography>{t(`adminHome.planned.${section}Manages`)}</Typography>
      </Alert>
    </Box>
  );
}
