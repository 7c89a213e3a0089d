import Box from '@mui/material/Box';
import { CategorySection } from '@/features/admin';

export default function CategoryPage() {
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <CategorySection />
    </Box>
  );
}
