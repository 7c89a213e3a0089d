import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { NavLink, Link as RouterLink, useMatch, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { ADMIN_SECTIONS } from './adminSections';
import { RouteOutlet } from './RouteOutlet';
import { paths } from '@/utils/paths';
import { useSignOut } from '@/features/auth';
import { shellT } from '@/features/shell';
import { useAppT } from '../i18n';

/**
 * A section of the list: the one on screen is selected (seen, as in the app's sider) and `aria-current` (heard). On a
 * phone the list is a strip wider than the screen: the selected section scrolls into it ('Operation' is the last).
 */
function SectionLink({ to, strip, children }: { to: string; strip: boolean; children: ReactNode }) {
  const selected = useMatch({ path: to, end: true }) !== null;
  const ref = useRef<HTMLAnchorElement>(null);
  // Also when the list becomes the strip (a window narrowed, a tablet turned): the section stays in view.
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected, strip]);
  return (
    <ListItemButton ref={ref} component={NavLink} to={to} end selected={selected}>
      {children}
    </ListItemButton>
  );
}

/**
 * The admin area's own layout (spec 1 §2.1): its own header and section list, no user sider. On a phone the
 * section list is a strip that scrolls sideways above the section, so the section keeps the full width.
 */
const logoutFailed = () => shellT('shell.logoutFailed');

export function AdminLayout() {
  const t = useAppT();
  const navigate = useNavigate();
  const afterSignOut = useCallback(() => navigate(paths.signin()), [navigate]);
  // The operator signs out here too: the admin area has no user menu (the one sign-out, through auth).
  const signOut = useSignOut(logoutFailed, afterSignOut);
  const strip = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Box data-layout="admin" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="header"
        sx={{
          height: 56,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          bgcolor: '#001529',
          color: '#fff',
        }}
      >
        <AdminPanelSettingsOutlinedIcon aria-hidden />
        <Typography component="div" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
          {t('app.admin.brand')}
        </Typography>
        <Box component={RouterLink} to={paths.home()} sx={{ color: 'inherit', whiteSpace: 'nowrap' }}>
          {t('app.admin.back')}
        </Box>
        <Button
          color="inherit"
          size="small"
          onClick={() => void signOut.trigger()}
          disabled={signOut.isDisabled}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('app.admin.signOut')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flex: 1, minHeight: 0 }}>
        <Box
          component="nav"
          aria-label={t('app.admin.sections')}
          sx={{
            width: { xs: 'auto', sm: 220 },
            flexShrink: 0,
            borderRight: { xs: 0, sm: 1 },
            borderBottom: { xs: 1, sm: 0 },
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <List dense sx={{ display: { xs: 'flex', sm: 'block' }, overflowX: { xs: 'auto', sm: 'visible' } }}>
            {ADMIN_SECTIONS.map((section) => (
              <Box component="li" key={section.path} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                <SectionLink to={paths.admin(section.path)} strip={strip}>
                  <ListItemText primary={t(section.title)} />
                </SectionLink>
              </Box>
            ))}
          </List>
        </Box>
        <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
          <RouteOutlet />
        </Box>
      </Box>
    </Box>
  );
}
