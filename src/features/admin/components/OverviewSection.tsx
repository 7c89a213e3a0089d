import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetHistoryQuery } from '@/api/endpoints/history';
import { useListAdminImagesQuery } from '../api';
import { ALL_FUNCTION_KEYS, FAILED_TASK_WINDOW_MS, OVERVIEW_TASK_SAMPLE } from '../constants';
import { useAdminHomeT } from '../home/i18n';
import { LoadError } from './LoadError';
import { SectionHeader } from './SectionHeader';

interface Count {
  label: string;
  to: string;
  value: number | undefined;
  loading: boolean;
}

function CountCard({ label, to, value, loading }: Count) {
  const t = useAdminHomeT();
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to}>
        <CardContent>
          <Typography component="p" variant="h3" sx={{ fontWeight: 700 }}>
            {loading ? (
              <Skeleton width={60} role="status" aria-busy="true" aria-label={t('adminHome.loading')} />
            ) : (
              (value ?? '—')
            )}
          </Typography>
          <Typography color="textSecondary">{label}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** index — Overview: what needs attention now, each linking to its section. */
export function OverviewSection({ now = Date.now() }: { now?: number }) {
  const t = useAdminHomeT();
  const making = useListAdminImagesQuery({
    has_product: true,
    production_status: 1,
    current: 1,
    pageSize: 1,
  });
  const selling = useListAdminImagesQuery({ has_product: true, pre_sale_status: 1, current: 1, pageSize: 1 });
  const failed = useGetHistoryQuery({
    scope: 'all',
    function_key: ALL_FUNCTION_KEYS,
    status: 'failed',
    current: 1,
    pageSize: OVERVIEW_TASK_SAMPLE,
  });
  const failedToday = failed.data?.list.filter(
    (record) => now - new Date(record.create_time).getTime() <= FAILED_TASK_WINDOW_MS,
  ).length;
  const broken = [making, selling, failed].filter((q) => q.isError && !q.data);
  const counts: Count[] = [
    {
      label: t('adminHome.overview.making'),
      to: '/admin/operation?production=1',
      value: making.data?.total,
      loading: making.isLoading,
    },
    {
      label: t('adminHome.overview.selling'),
      to: '/admin/operation?preSale=1',
      value: selling.data?.total,
      loading: selling.isLoading,
    },
    {
      label: t('adminHome.overview.failed'),
      to: '/admin/aiTask?status=failed',
      value: failedToday,
      loading: failed.isLoading,
    },
  ];
  return (
    <>
      <SectionHeader
        title={t('adminHome.overview.title')}
        description={t('adminHome.overview.description')}
      />
      {broken.length > 0 && (
        <LoadError
          what={t('adminHome.overview.someCounts')}
          onRetry={() => broken.forEach((q) => void q.refetch())}
        />
      )}
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {counts.map((count) => (
          <Grid key={count.to} size={{ xs: 12, sm: 6, md: 4 }}>
            <CountCard {...count} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
