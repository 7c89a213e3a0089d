import Box from '@mui/material/Box';
import { RouteOutlet } from './RouteOutlet';

/** Spec 1 §2.1 "empty": only the page, at full viewport height (auth and legal pages). */
export function EmptyLayout() {
  return (
    <Box data-layout="empty" sx={{ minHeight: '100vh' }}>
      <RouteOutlet fullHeight />
    </Box>
  );
}
