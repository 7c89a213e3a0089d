import Box from '@mui/material/Box';
import { UploadMJSection } from '@/features/admin';

export default function UploadMJPage() {
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <UploadMJSection />
    </Box>
  );
}
