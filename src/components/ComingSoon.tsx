import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { useAccessT } from './access/i18n';

/** Shown inside the real layout for routes whose screens are planned but not built yet. */
export function ComingSoon({ title }: { title: string }) {
  const t = useAccessT();
  return (
    <Box
      role="status"
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: 360,
        p: 4,
        textAlign: 'center',
        color: 'text.secondary',
      }}
    >
      <Box>
        <ConstructionOutlinedIcon sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography variant="pageTitle" component="h1" color="textPrimary" gutterBottom>
          {title}
        </Typography>
        <Typography>{t('ui.comingSoon')}</Typography>
      </Box>
    </Box>
  );
}
