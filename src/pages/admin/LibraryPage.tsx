import Box from '@mui/material/Box';
import { LibrarySection } from '@/features/admin';

export default function LibraryPage() {
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <LibrarySection />
    </Box>
  );
}
