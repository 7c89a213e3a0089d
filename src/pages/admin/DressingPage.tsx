import Box from '@mui/material/Box';
import { DressingSection } from '@/features/admin';

export default function DressingPage() {
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <DressingSection />
    </Box>
  );
}
