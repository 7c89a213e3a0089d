import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { useGetImageInfoQuery } from '@/api/endpoints/images';
import type { ImageDetail } from '@/api/types';
import { StatusResult } from '@/components/StatusResult';
import { useSourceImage } from '../hooks/useSourceImage';
import { useInfoT } from '../i18n';
import { useVariation } from '../hooks/useVariation';
import { HistoryThumbs } from './HistoryThumbs';
import { UseInMenu } from '@/components/catalogue/UseInMenu';
import { InfoDetails } from './InfoDetails';
import { InfoImage } from './InfoImage';
import { MoreCreations } from './MoreCreations';
import { PreSaleButton } from './PreSaleButton';
import { RetryAlert } from '@/components/RetryAlert';
import { useStatusPolling } from '@/hooks/useStatusPolling';
import { isNotFound } from '@/utils/errorMessage';
import { paths } from '@/utils/paths';
import { productPollInterval } from '@/utils/statusFreshness';

function NotFound() {
  const t = useInfoT();
  return (
    <StatusResult
      status="404"
      message={t('info.notFound')}
      actions={
        <Button variant="contained" component={RouterLink} to={paths.inspiration()}>
          {t('info.backInspiration')}
        </Button>
      }
    />
  );
}

/** What the image was made with, and what can be done with it next. */
function InfoActions({
  image,
  imageId,
  variation,
  onReload,
}: {
  image: ImageDetail;
  imageId: number;
  variation: ReturnType<typeof useVariation>;
  onReload: () => void;
}) {
  const t = useInfoT();
  return (
    <>
      <InfoDetails task={image.record_task} fallbackPrompt={image.prompt} />
      <Divider />
      <MoreCreations
        busy={variation.isSubmitting}
        creditsProblem={variation.creditsProblem}
        onPick={(preset) => void variation.submit(preset)}
      />
      <Divider />
      <Button variant="outlined" component={RouterLink} to={paths.marketingContent({ image_id: imageId })}>
        {t('info.marketContent')}
      </Button>
      <UseInMenu
        variant="button"
        name={image.prompt || t('info.productName')}
        picture={{
          image_id: imageId,
          path: image.path,
          from: 'info',
          date: image.record_task?.result?.finishTime ?? null,
        }}
      />
      <PreSaleButton imageId={imageId} status={image.product?.production_status} reload={onReload} />
    </>
  );
}

/** Spec 2 §2 `/tools/info/{id}`: thumbnails, the large image, and what can be done with it. */
export function ImageInfoView({ imageId }: { imageId: number | null }) {
  const t = useInfoT();
  const query = useGetImageInfoQuery({ image_id: imageId ?? 0 }, { skip: !imageId });
  const image = query.data;
  // Freshness rule: while the product is under review the back office may approve it any moment.
  const polling = useStatusPolling(productPollInterval('info', image?.product));
  useGetImageInfoQuery({ image_id: imageId ?? 0 }, { skip: !imageId || !image, ...polling });
  const variation = useVariation(imageId, image?.record_task?.params?.ar);
  const source = useSourceImage(imageId);
  if (!imageId || (query.isError && !image && isNotFound(query.error))) return <NotFound />;
  if (query.isError && !image)
    return (
      <Box sx={{ p: 3 }}>
        <RetryAlert message={t('info.loadFailed')} onRetry={() => void query.refetch()} />
      </Box>
    );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        p: 2,
        gridTemplateColumns: { xs: '1fr', md: 'auto minmax(0, 1fr) 360px' },
        height: { md: '100%' },
      }}
    >
      <Box sx={{ minHeight: 0, overflowY: 'auto', display: { xs: 'none', md: 'block' } }}>
        <HistoryThumbs currentId={imageId} />
      </Box>
      <Box sx={{ minHeight: { xs: 320, md: 0 } }}>
        {image ? (
          <InfoImage
            path={image.path}
            alt={image.prompt || t('info.productName')}
            width={image.width}
            height={image.height}
            original={source}
          />
        ) : (
          <Skeleton
            variant="rounded"
            sx={{ height: '100%', minHeight: 320 }}
            role="status"
            aria-busy="true"
            aria-label={t('info.loadingImage')}
          />
        )}
      </Box>
      <Stack spacing={2.5} sx={{ overflowY: 'auto', minHeight: 0 }}>
        {image ? (
          <InfoActions
            image={image}
            imageId={imageId}
            variation={variation}
            onReload={() => void query.refetch()}
          />
        ) : (
          <Skeleton variant="rounded" height={360} />
        )}
      </Stack>
    </Box>
  );
}
