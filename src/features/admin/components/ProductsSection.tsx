import { useState } from 'react';
import type { GalleryImage, PreSaleStatus, Product, ProductionStatus } from '@/api/types';
import { useListAdminImagesQuery } from '../api';
import { PRE_SALE_LABELS, PRE_SALE_STATUSES, PRODUCTION_LABELS, PRODUCTION_STATUSES } from '../constants';
import { AddressDialog } from './AddressDialog';
import { AdminTable } from './AdminTable';
import { useAdminPaging } from '../hooks/useAdminPaging';
import { LoadError } from './LoadError';
import { ProductRow, type ProductAction } from './ProductRow';
import { ReviewMakingDialog } from './ReviewMakingDialog';
import { ReviewSellDialog } from './ReviewSellDialog';
import { SectionHeader } from './SectionHeader';
import { SelectField, statusOptions } from './fields';
import { TrackingDialog } from './TrackingDialog';

const PRODUCT_COLUMNS = [
  { label: 'Design', minWidth: 240 },
  { label: 'Production', minWidth: 144 },
  { label: 'Pre-sale', minWidth: 144 },
  { label: 'Sampling price (USD)', align: 'right' as const, minWidth: 128 },
  { label: 'Actions', minWidth: 200 },
];
const PRODUCTION_OPTIONS = statusOptions(PRODUCTION_STATUSES, PRODUCTION_LABELS);
const PRE_SALE_OPTIONS = statusOptions(PRE_SALE_STATUSES, PRE_SALE_LABELS);

type Open = { action: ProductAction; image: GalleryImage; product: Product } | null;

/** operation — Products: every product with its production and pre-sale status, and the reviews. */
export function ProductsSection({
  initialProduction = '',
  initialPreSale = '',
}: {
  initialProduction?: ProductionStatus | '';
  initialPreSale?: PreSaleStatus | '';
}) {
  const [production, setProduction] = useState<ProductionStatus | ''>(initialProduction);
  const [preSale, setPreSale] = useState<PreSaleStatus | ''>(initialPreSale);
  const { page, pageSize, setPage, paging } = useAdminPaging();
  const [open, setOpen] = useState<Open>(null);
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
      <SectionHeader
        title="Products"
        description="Production and pre-sale applications: assess costs, record shipments, review pre-sales."
      >
        <SelectField
          label="Production status"
          value={production}
          options={PRODUCTION_OPTIONS}
          onChange={(value) => {
            setProduction(value as ProductionStatus | '');
            setPage(0);
          }}
        />
        <SelectField
          label="Pre-sale status"
          value={preSale}
          options={PRE_SALE_OPTIONS}
          onChange={(value) => {
            setPreSale(value as PreSaleStatus | '');
            setPage(0);
          }}
        />
      </SectionHeader>
      {list.isError && !list.data ? (
        <LoadError what="The products" onRetry={() => void list.refetch()} />
      ) : (
        <AdminTable
          label="Products"
          columns={PRODUCT_COLUMNS}
          loading={list.isLoading}
          fetching={list.isFetching}
          empty={rows.length === 0}
          emptyText="No products match these filters."
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
      {open?.action === 'reviewMaking' && (
        <ReviewMakingDialog image={open.image} product={open.product} onClose={close} />
      )}
      {open?.action === 'tracking' && (
        <TrackingDialog image={open.image} product={open.product} onClose={close} />
      )}
      {open?.action === 'reviewSell' && (
        <ReviewSellDialog image={open.image} product={open.product} onClose={close} />
      )}
      {open?.action === 'address' && <AddressDialog product={open.product} onClose={close} />}
    </>
  );
}
