import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import LoginOutlinedIcon from '@mui/icons-material/LoginOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import TranslateOutlinedIcon from '@mui/icons-material/TranslateOutlined';
import { LazyTooltip } from '@/components/LazyTooltip';
import { paths } from '@/utils/paths';
import { switchLanguage } from '@/i18n';
import { useShellT } from '../i18n';

/**
 * Log In and Sign Up, shown to visitors in place of the user menu (spec 1 §2.2), and the language switch the user
 * menu carries for the signed in (spec 3 §2.7).
 */
export function VisitorActions({ collapsed }: { collapsed: boolean }) {
  const t = useShellT();
  const toggle = () => void switchLanguage(t.language === 'en' ? 'zh' : 'en');
  if (collapsed) {
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
        <LazyTooltip title={t('shell.logIn')} placement="right">
          <IconButton
            component={RouterLink}
            to={paths.signin()}
            aria-label={t('shell.logIn')}
            color="primary"
          >
            <LoginOutlinedIcon />
          </IconButton>
        </LazyTooltip>
        <LazyTooltip title={t('shell.signUp')} placement="right">
          <IconButton component={RouterLink} to={paths.signup()} aria-label={t('shell.signUp')}>
            <PersonAddAltOutlinedIcon />
          </IconButton>
        </LazyTooltip>
        <LazyTooltip title={t('shell.switchLanguage')} placement="right">
          <IconButton aria-label={t('shell.switchLanguage')} onClick={toggle}>
            <TranslateOutlinedIcon />
          </IconButton>
        </LazyTooltip>
      </Stack>
    );
  }
  return (
    <Stack spacing={0.5} sx={{ px: 2 }}>
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={paths.signin()} variant="contained" fullWidth>
          {t('shell.logIn')}
        </Button>
        <Button component={RouterLink} to={paths.signup()} variant="outlined" fullWidth>
          {t('shell.signUp')}
        </Button>
      </Stack>
      <Button
        size="small"
        color="inherit"
        startIcon={<TranslateOutlinedIcon aria-hidden />}
        onClick={toggle}
        sx={{ alignSelf: 'flex-start', color: 'text.secondary' }}
      >
        {t('shell.switchLanguage')}
      </Button>
    </Stack>
  );
}
