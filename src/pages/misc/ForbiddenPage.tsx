import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { StatusResult } from '@/components/StatusResult';
import { isSignedIn } from '@/utils/cookies';
import { signinPath } from '@/utils/safeRedirect';
import { paths } from '@/utils/paths';
import { useMiscT } from './i18n';

/**
 * Spec 1 §2.6: Back Home and Login. Login only for a visitor: a signed-in user here lacks the role, and signing
 * in again would change nothing (issue 26 defect 12).
 */
export default function ForbiddenPage() {
  const t = useMiscT();
  const location = useLocation();
  const visitor = !isSignedIn();
  return (
    <StatusResult
      status="403"
      icon={<LockOutlinedIcon color="disabled" sx={{ fontSize: 64 }} aria-hidden />}
      message={t('misc.forbidden')}
      actions={
        <>
          <Button component={RouterLink} to={paths.home()} variant="outlined">
            {t('misc.backHome')}
          </Button>
          {/* Login also brings the visitor back here afterwards. */}
          {visitor && (
            <Button
              component={RouterLink}
              to={signinPath(`${location.pathname}${location.search}`)}
              variant="contained"
            >
              {t('misc.login')}
            </Button>
          )}
        </>
      }
    />
  );
}
