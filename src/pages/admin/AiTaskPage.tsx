import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import { AiTaskSection } from '@/features/admin';

/** /admin/aiTask; the overview links here with `?status=failed`. */
export default function AiTaskPage() {
  const [params] = useSearchParams();
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <AiTaskSection initialFilter={params.get('status') === 'running' ? 'running' : 'failed'} />
    </Box>
  );
}
