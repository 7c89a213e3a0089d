import Box from '@mui/material/Box';
import { OverviewSection } from '@/features/admin';

export default function OverviewPage() {
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <OverviewSection />
    </Box>
  );
}
