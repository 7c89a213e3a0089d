import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import LoginOutlinedIcon from '@mui/icons-material/LoginOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import { HoverHint } from '@/components/HoverHint';
import { paths } from '@/utils/paths';
import { useShellT } from '../i18n';

/** Log In and Sign Up, shown to visitors in place of the user menu (spec 1 §2.2). */
export function VisitorActions({ collapsed }: { collapsed: boolean }) {
  const t = useShellT();
  if (collapsed) {
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
        <HoverHint title={t('shell.logIn')} placement="right">
          <IconButton
            component={RouterLink}
            to={paths.signin()}
            aria-label={t('shell.logIn')}
            color="primary"
          >
            <LoginOutlinedIcon />
          </IconButton>
        </HoverHint>
        <HoverHint title={t('shell.signUp')} placement="right">
          <IconButton component={RouterLink} to={paths.signup()} aria-label={t('shell.signUp')}>
            <PersonAddAltOutlinedIcon />
          </IconButton>
        </HoverHint>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ px: 2 }}>
      <Button component={RouterLink} to={paths.signin()} variant="contained" fullWidth>
        {t('shell.logIn')}
      </Button>
      <Button component={RouterLink} to={paths.signup()} variant="outlined" fullWidth>
        {t('shell.signUp')}
      </Button>
    </Stack>
  );
}
