import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useGetUserInfoQuery } from '@/api/endpoints';
import { AppLoading } from '@/components/AppLoading';
import ForbiddenPage from '@/pages/misc/ForbiddenPage';
import { useAppT } from '../i18n';

/**
 * The admin area's role check (the spec shows none; the contract's `UserInfo.role` is x-inferred).
 * Visitors never get here: the access gate sends them to sign in first. A signed-in user who is not
 * an admin gets the 403 page; the operator-only calls answer 403 as well, so this is a courtesy, not
 * the protection.
 */
export function AdminGate() {
  const t = useAppT();
  const user = useGetUserInfoQuery();
  if (user.isLoading) return <AppLoading fullHeight />;
  if (user.isError && !user.data) {
    // Primitives already in the main bundle (no Alert), so this small chunk pulls in nothing more.
    return (
      <Box role="alert" sx={{ p: 4, display: 'grid', placeItems: 'center', gap: 2, minHeight: '50vh' }}>
        <Typography>{t('app.admin.accountFailed')}</Typography>
        <Button variant="outlined" onClick={() => void user.refetch()}>
          {t('app.admin.retry')}
        </Button>
      </Box>
    );
  }
  if (user.data?.role !== 'admin') return <ForbiddenPage />;
  return <Outlet />;
}
