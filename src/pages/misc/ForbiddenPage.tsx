import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Button } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { StatusResult } from '@/components/StatusResult';
import { signinPath } from '@/utils/safeRedirect';
import { paths } from '@/utils/paths';

export default function ForbiddenPage() {
  const location = useLocation();
  return (
    <StatusResult
      status="403"
      icon={<LockOutlinedIcon color="disabled" sx={{ fontSize: 64 }} aria-hidden />}
      message="Sorry, you are not authorized to access this page."
      actions={
        <>
          <Button component={RouterLink} to={paths.home()} variant="outlined">
            Back Home
          </Button>
          {/* Login also brings the visitor back here afterwards. */}
          <Button
            component={RouterLink}
            to={signinPath(`${location.pathname}${location.search}`)}
            variant="contained"
          >
            Login
          </Button>
        </>
      }
    />
  );
}
