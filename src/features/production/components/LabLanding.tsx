import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetOwnImagesPageQuery } from '@/api/endpoints/ownImages';
import type { GalleryImage } from '@/api/types';
import { paths } from '@/utils/paths';
import { RetryAlert } from '@/components/RetryAlert';
import { useStatusPolling } from '@/hooks/useStatusPolling';
import { listPollInterval } from '@/utils/statusFreshness';
import { useProductionT } from '../i18n';
import { labCardTarget, ownProductName, preSaleStatusText, productionStatusText } from '../utils';
import { PageHeader } from '@/components/PageHeader';

const FIRST_PAGE = { type: 'product', current: 1, pageSize: 20 } as const;

/** A status chip wraps onto a second line on a narrow card instead of cutting its label off. */
const WRAPPING_CHIP = {
  height: 'auto',
  maxWidth: '100%',
  py: 0.25,
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
} as const;

function ProductCard({ image }: { image: GalleryImage }) {
  const t = useProductionT();
  const product = image.product;
  const production = product ? productionStatusText(t, product.production_status) : undefined;
  const preSale =
    product?.pre_sale_status !== null && product?.pre_sale_status !== undefined
      ? preSaleStatusText(t, product.pre_sale_status)
      : undefined;
  // The product's or the picture's name is the user's (content, not translated); a design without one is ours.
  const ownName = ownProductName(product, image);
  const name = ownName || t('production.design', { id: image.image_id });
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={RouterLink} to={labCardTarget(product, image.image_id)}>
        <Box
          component="img"
          src={image.path}
          alt={name}
          loading="lazy"
          sx={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', display: 'block' }}
        />
        <CardContent>
          <Typography
            component="h2"
            variant="subtitle1"
            // The whole name, wrapped: cut to one line, a long one could not be read anywhere.
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            translate={ownName ? 'no' : undefined}
          >
            {name}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.5 }} useFlexGap>
            {production && (
              <Chip
                size="small"
                sx={WRAPPING_CHIP}
                label={t('production.lab.production', { status: production })}
              />
            )}
            {preSale && (
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                sx={WRAPPING_CHIP}
                label={t('production.lab.preSale', { status: preSale })}
              />
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

const GRID = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(5, minmax(0, 1fr))',
  },
  gap: 2,
  p: 0,
  m: 0,
} as const;

/**
 * Lab > Pre-production & Presale without an image: the user's products with their statuses in words
 * (spec 1 §3), under the page's one heading (the header shows the same title).
 */
export function LabLanding() {
  const t = useProductionT();
  const query = useGetOwnImagesPageQuery(FIRST_PAGE);
  const list = query.data?.list ?? [];
  // Freshness rule: the list asks again while any product on it waits for a review.
  const polling = useStatusPolling(listPollInterval(list.map((image) => image.product)));
  useGetOwnImagesPageQuery(FIRST_PAGE, { skip: !query.data, ...polling });
  return (
    <Box
      component="section"
      aria-labelledby="lab-title"
      sx={{ p: { xs: 2, md: 3 }, height: { md: '100%' }, overflowY: { md: 'auto' } }}
    >
      <PageHeader id="lab-title" title={t('production.labTitle')} />
      {query.isError ? (
        <RetryAlert message={t('production.lab.error')} onRetry={() => void query.refetch()} />
      ) : query.isLoading ? (
        <Box sx={GRID} role="status" aria-busy="true" aria-label={t('production.lab.loading')}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '3 / 4', height: 'auto' }} />
          ))}
        </Box>
      ) : list.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6, maxWidth: 520, mx: 'auto' }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('production.lab.empty')}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {t('production.lab.emptyText')}
          </Typography>
          <Button component={RouterLink} to={paths.inspiration()} variant="contained">
            {t('production.lab.create')}
          </Button>
        </Box>
      ) : (
        <Box component="ul" sx={GRID} aria-label={t('production.lab.list')}>
          {list.map((image) => (
            <ProductCard key={image.image_id} image={image} />
          ))}
        </Box>
      )}
    </Box>
  );
}
