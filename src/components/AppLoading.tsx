import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useUiT } from './i18n';

/** The loading indicator of route changes and start-up; its tip is quoted by spec 1 §2.6. */
export function AppLoading({ fullHeight = false }: { fullHeight?: boolean }) {
  const t = useUiT();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: fullHeight ? '100vh' : 240,
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 1.5,
        color: 'text.secondary',
      }}
    >
      <CircularProgress size={32} aria-hidden />
      <Typography>{t('ui.appLoading')}</Typography>
    </Box>
  );
}
