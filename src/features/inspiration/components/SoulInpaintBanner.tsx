import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { accent } from '@/theme/tokens';
import { useInspirationT } from '../i18n';

/** Spec 2 §2: the empty history shows the BETA banner. */
export function SoulInpaintBanner() {
  const t = useInspirationT();
  return (
    <Paper
      component="section"
      aria-labelledby="soul-inpaint-title"
      sx={{
        p: 4,
        color: 'common.white',
        background: `linear-gradient(135deg, ${accent.dark} 0%, ${accent.main} 100%)`,
        borderRadius: 2,
      }}
    >
      <Chip
        label={t('inspiration.beta')}
        size="small"
        sx={{ bgcolor: 'common.white', color: accent.dark, fontWeight: 700 }}
      />
      <Typography id="soul-inpaint-title" variant="h4" component="h2" sx={{ fontWeight: 800, mt: 1.5 }}>
        {t('inspiration.soulInpaint')}
      </Typography>
      <Box component="p" sx={{ m: 0, mt: 1, maxWidth: 520, typography: 'body1' }}>
        {t('inspiration.soulInpaintText')}
      </Box>
    </Paper>
  );
}
