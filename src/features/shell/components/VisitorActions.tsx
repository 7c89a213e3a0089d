import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import LoginOutlinedIcon from '@mui/icons-material/LoginOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import { HoverHint } from '@/components/HoverHint';
import { paths } from '@/utils/paths';

/** Log In and Sign Up, shown to visitors in place of the user menu (spec 1 §2.2). */
export function VisitorActions({ collapsed }: { collapsed: boolean }) {
  if (collapsed) {
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
        <HoverHint title="Log In" placement="right">
          <IconButton component={RouterLink} to={paths.signin()} aria-label="Log In" color="primary">
            <LoginOutlinedIcon />
          </IconButton>
        </HoverHint>
        <HoverHint title="Sign Up" placement="right">
          <IconButton component={RouterLink} to={paths.signup()} aria-label="Sign Up">
            <PersonAddAltOutlinedIcon />
          </IconButton>
        </HoverHint>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ px: 2 }}>
      <Button component={RouterLink} to={paths.signin()} variant="contained" fullWidth>
        Log In
      </Button>
      <Button component={RouterLink} to={paths.signup()} variant="outlined" fullWidth>
        Sign Up
      </Button>
    </Stack>
  );
}
