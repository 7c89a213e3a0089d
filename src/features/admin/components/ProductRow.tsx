import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GalleryImage, Product } from '@/api/types';
import { imageUrl } from '@/utils/imageUrl';
import { formatMoney } from '@/utils/money';
import { useAdminT } from '../i18n';

export type ProductAction = 'reviewMaking' | 'tracking' | 'reviewSell' | 'address';

/** One product: its design, statuses, prices and the actions its statuses allow. */
export function ProductRow({
  image,
  product,
  onAction,
}: {
  image: GalleryImage;
  product: Product;
  onAction: (action: ProductAction) => void;
}) {
  const t = useAdminT();
  const name = image.name || t('admin.products.imageName', { id: image.image_id });
  return (
    <TableRow hover>
      <TableCell>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Box
            component="img"
            src={imageUrl(image.path, { width: 80 })}
            alt={name}
            width={40}
            height={40}
            sx={{ objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="body2"
              noWrap
              sx={{ maxWidth: 220 }}
              translate={image.name ? 'no' : undefined}
            >
              {name}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {t('admin.products.productId', { id: product.product_id })}
            </Typography>
          </Box>
        </Stack>
      </TableCell>
      <TableCell>
        <Chip size="small" label={t(`admin.production.${product.production_status}`)} />
      </TableCell>
      <TableCell>
        {product.pre_sale_status !== null && product.pre_sale_status !== undefined ? (
          <Chip size="small" variant="outlined" label={t(`admin.preSale.${product.pre_sale_status}`)} />
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell align="right">
        {formatMoney(product.sampling_price ?? Number.NaN, 'USD', t.locale)}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {product.production_status === 1 && (
            <Button size="small" variant="contained" onClick={() => onAction('reviewMaking')}>
              {t('admin.products.review')}
            </Button>
          )}
          {(product.production_status === 3 || product.production_status === 4) && (
            <Button size="small" variant="contained" onClick={() => onAction('tracking')}>
              {t(
                product.production_status === 3
                  ? 'admin.products.recordTracking'
                  : 'admin.products.editTracking',
              )}
            </Button>
          )}
          {product.pre_sale_status === 1 && (
            <Button size="small" variant="contained" onClick={() => onAction('reviewSell')}>
              {t('admin.products.reviewPreSale')}
            </Button>
          )}
          <Button size="small" onClick={() => onAction('address')}>
            {t('admin.products.address')}
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}
