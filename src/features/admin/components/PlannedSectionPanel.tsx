import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NO_CALL_TEXT, PLANNED_SECTIONS, type PlannedSection } from '../plannedSections';

/** A section without calls: says so, and what it would manage once the backend offers them. */
export function PlannedSectionPanel({ section }: { section: PlannedSection }) {
  const { title, manages } = PLANNED_SECTIONS[section];
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Alert severity="info">
        <Typography sx={{ mb: 1 }}>{NO_CALL_TEXT}</Typography>
        <Typography>
          {title} would manage {manages}
        </Typography>
      </Alert>
    </Box>
  );
}
