import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { StatusResult } from '@/components/StatusResult';
import type { ProductInfo } from '@/api/types';
import { paths } from '@/utils/paths';
import { RetryAlert } from '@/components/RetryAlert';
import { useProductionT } from '../i18n';

export interface ProductPageStateProps {
  state: {
    info?: ProductInfo;
    isLoading: boolean;
    notFound: boolean;
    isError: boolean;
    redirect: string | null;
    refetch: () => unknown;
  };
  children: (info: ProductInfo) => ReactNode;
}

/** Loading, not found, error with retry, or the page itself (never a form the status cannot submit). */
export function ProductPageState({ state, children }: ProductPageStateProps) {
  const t = useProductionT();
  if (state.notFound)
    return (
      <StatusResult
        status="404"
        icon={<SearchOffOutlinedIcon color="disabled" sx={{ fontSize: 64 }} aria-hidden />}
        message={t('production.page.notFound')}
        actions={
          <Button component={RouterLink} to={paths.marketingPreSale()} variant="contained">
            {t('production.page.back')}
          </Button>
        }
      />
    );
  if (state.isError)
    return (
      <Box sx={{ p: 3 }}>
        <RetryAlert message={t('production.page.error')} onRetry={() => void state.refetch()} />
      </Box>
    );
  if (state.isLoading || !state.info || state.redirect)
    return (
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        sx={{ p: 3 }}
        role="status"
        aria-busy="true"
        aria-label={t('production.page.loading')}
      >
        <Skeleton variant="rounded" sx={{ width: { xs: '100%', md: 360 }, height: 360 }} />
        <Stack spacing={2} sx={{ flex: 1 }}>
          <Skeleton variant="text" width="60%" height={40} />
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={48} />
        </Stack>
      </Stack>
    );
  return <>{children(state.info)}</>;
}
