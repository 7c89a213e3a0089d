import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Box } from '@mui/material';
import { AppLoading } from '@/components/AppLoading';

/** Spec 1 §2.1 "empty": only the page, at full viewport height (auth and legal pages). */
export function EmptyLayout() {
  return (
    <Box data-layout="empty" sx={{ minHeight: '100vh' }}>
      <Suspense fallback={<AppLoading fullHeight />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
