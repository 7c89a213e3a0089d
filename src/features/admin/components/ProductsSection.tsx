import { Suspense, useState } from 'react';
import { lazyWithPreload } from '@/utils/lazyWithPreload';
import Alert from '@mui/material/Alert';
import type { GalleryImage, PreSaleStatus, Product, ProductionStatus } from '@/api/types';
import { useListAdminImagesQuery } from '../api';
import { PRE_SALE_STATUSES, PRODUCTION_STATUSES } from '../constants';
import { useAdminT } from '../i18n';
import { AdminTable } from './AdminTable';
import { useAdminPaging } from '../hooks/useAdminPaging';
import { LoadError } from './LoadError';
import { ProductRow, type ProductAction } from './ProductRow';
import { SectionHeader } from './SectionHeader';
import { SelectField, statusOptions } from './fields';

// The dialogs load when first opened: none is part of the table's first paint.
const AddressDialog = lazyWithPreload(() =>
  import('./AddressDialog').then((module) => ({ default: module.AddressDialog })),
);
const ReviewMakingDialog = lazyWithPreload(() =>
  import('./ReviewMakingDialog').then((module) => ({ default: module.ReviewMakingDialog })),
);
const ReviewSellDialog = lazyWithPreload(() =>
  import('./ReviewSellDialog').then((module) => ({ default: module.ReviewSellDialog })),
);
const TrackingDialog = lazyWithPreload(() =>
  import('./TrackingDialog').then((module) => ({ default: module.TrackingDialog })),
);

const PRODUCT_COLUMNS = [
  { key: 'admin.products.col.design', minWidth: 240 },
  { key: 'admin.products.col.production', minWidth: 144 },
  { key: 'admin.products.col.preSale', minWidth: 144 },
  { key: 'admin.products.col.samplingPrice', align: 'right' as const, minWidth: 128 },
  { key: 'admin.products.col.actions', minWidth: 200 },
] as const;

type Open = { action: ProductAction; image: GalleryImage; product: Product } | null;

/** The production and pre-sale status filters. */
function StatusFilters({
  production,
  preSale,
  onProduction,
  onPreSale,
}: {
  production: ProductionStatus | '';
  preSale: PreSaleStatus | '';
  onProduction: (value: ProductionStatus | '') => void;
  onPreSale: (value: PreSaleStatus | '') => void;
}) {
  const t = useAdminT();
  return (
    <>
      <SelectField
        label={t('admin.products.productionStatus')}
        value={production}
        options={statusOptions(t, PRODUCTION_STATUSES, 'admin.production')}
        onChange={(value) => onProduction(value as ProductionStatus | '')}
      />
      <SelectField
        label={t('admin.products.preSaleStatus')}
        value={preSale}
        options={statusOptions(t, PRE_SALE_STATUSES, 'admin.preSale')}
        onChange={(value) => onPreSale(value as PreSaleStatus | '')}
      />
    </>
  );
}

/** The review, tracking or address dialog a product row opened, each loaded on its first opening. */
function ProductDialogs({
  open,
  onClose,
  onNotice,
}: {
  open: Open;
  onClose: () => void;
  onNotice: (notice: string) => void;
}) {
  return (
    <Suspense fallback={null}>
      {open?.action === 'reviewMaking' && (
        <ReviewMakingDialog image={open.image} product={open.product} onClose={onClose} />
      )}
      {open?.action === 'tracking' && (
        <TrackingDialog image={open.image} product={open.product} onClose={onClose} onSaved={onNotice} />
      )}
      {open?.action === 'reviewSell' && (
        <ReviewSellDialog image={open.image} product={open.product} onClose={onClose} />
      )}
      {open?.action === 'address' && <AddressDialog product={open.product} onClose={onClose} />}
    </Suspense>
  );
}

/** operation — Products: every product with its production and pre-sale status, and the reviews. */
export function ProductsSection({
  initialProduction = '',
  initialPreSale = '',
}: {
  initialProduction?: ProductionStatus | '';
  initialPreSale?: PreSaleStatus | '';
}) {
  const t = useAdminT();
  const [production, setProduction] = useState<ProductionStatus | ''>(initialProduction);
  const [preSale, setPreSale] = useState<PreSaleStatus | ''>(initialPreSale);
  const { page, pageSize, setPage, paging } = useAdminPaging();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useListAdminImagesQuery({
    has_product: true,
    current: page + 1,
    pageSize,
    ...(production === '' ? {} : { production_status: production }),
    ...(preSale === '' ? {} : { pre_sale_status: preSale }),
  });
  const rows = (list.data?.list ?? []).filter((img): img is GalleryImage & { product: Product } =>
    Boolean(img.product),
  );

  const close = () => setOpen(null);
  return (
    <>
      <SectionHeader title={t('admin.products.title')} description={t('admin.products.description')}>
        <StatusFilters
          production={production}
          preSale={preSale}
          onProduction={(value) => {
            setProduction(value);
            setPage(0);
          }}
          onPreSale={(value) => {
            setPreSale(value);
            setPage(0);
          }}
        />
      </SectionHeader>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {list.isError && !list.data ? (
        <LoadError what={t('admin.products.what')} onRetry={() => void list.refetch()} />
      ) : (
        <AdminTable
          label={t('admin.products.title')}
          columns={PRODUCT_COLUMNS.map(({ key, ...column }) => ({ ...column, label: t(key) }))}
          loading={list.isLoading}
          fetching={list.isFetching}
          empty={rows.length === 0}
          emptyText={t('admin.products.empty')}
          paging={paging(list.data?.total ?? 0)}
        >
          {rows.map((image) => (
            <ProductRow
              key={image.image_id}
              image={image}
              product={image.product}
              onAction={(action) => setOpen({ action, image, product: image.product })}
            />
          ))}
        </AdminTable>
      )}
      <ProductDialogs open={open} onClose={close} onNotice={setNotice} />
    </>
  );
}
