import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Product } from '@/api/types';
import { useGetSavedAddressQuery } from '@/api/endpoints/products';
import { AppDialog } from '@/components/AppDialog';
import { useAdminT } from '../i18n';
import { LoadError } from './LoadError';

/** `GET /product/address`: where the sample goes. */
export function AddressDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const t = useAdminT();
  const address = useGetSavedAddressQuery({ product_id: product.product_id });
  const a = address.data;
  return (
    <AppDialog
      open
      onClose={onClose}
      maxWidth="xs"
      title={t('admin.address.title', { id: product.product_id })}
    >
      {address.isLoading && (
        <Skeleton variant="rectangular" height={96} aria-label={t('admin.address.loading')} />
      )}
      {address.isError &&
        ((address.error as { code?: number } | undefined)?.code === 404 ? (
          <Typography>{t('admin.address.none')}</Typography>
        ) : (
          <LoadError what={t('admin.address.what')} onRetry={() => void address.refetch()} />
        ))}
      {a && (
        <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
          {`${a.firstName} ${a.lastName}\n${a.address1}\n${a.zip} ${a.city}, ${a.province}\n${a.country}\n${a.phone}`}
        </Typography>
      )}
    </AppDialog>
  );
}
