import { useNavigation } from 'react-router-dom';
import { LinearProgress } from '@mui/material';

/** Route chunks load before the new screen shows; this bar says something is on its way. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <LinearProgress
      aria-label="APP Loading..."
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip', height: 3 }}
    />
  );
}
