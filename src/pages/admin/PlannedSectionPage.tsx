import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { PlannedSectionPanel, PLANNED_SECTIONS } from '@/features/admin';

/** carousel, trend, vendor, questionnaire, crawler: one chunk, the section read from the path. */
export default function PlannedSectionPage() {
  const segment = useLocation().pathname.split('/').filter(Boolean).pop() ?? '';
  const section = PLANNED_SECTIONS.find((key) => key.toLowerCase() === segment.toLowerCase());
  return <Box sx={{ p: { xs: 2, md: 3 } }}>{section && <PlannedSectionPanel section={section} />}</Box>;
}
