import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import { paths } from '@/utils/paths';
import { useShellT } from '../i18n';

/** The logo: back to Explore at the top of the gallery (the caller resets the scroll position). */
export function NavLogo({ collapsed, onHome }: { collapsed: boolean; onHome: () => void }) {
  const t = useShellT();
  return (
    <Box
      component={RouterLink}
      to={paths.home()}
      onClick={onHome}
      aria-label={t('shell.home')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: collapsed ? 'center' : 'flex-start',
        gap: 1,
        height: 56,
        px: collapsed ? 0 : 2.5,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <DiamondOutlinedIcon color="primary" aria-hidden />
      {!collapsed && (
        <Typography component="span" variant="h6" sx={{ fontWeight: 700, letterSpacing: 0.2 }} noWrap>
          Atelier AI
        </Typography>
      )}
    </Box>
  );
}
