import { Navigate, useParams } from 'react-router-dom';
import { ToolPageFrame } from '@/components/ToolPageFrame';
import { SellView } from '@/features/production/components/SellView';
import { ProductPageState } from '@/features/production/components/ProductPageState';

import { useProductPage } from '@/features/production/hooks/useProductPage';
import { parseProductId } from '@/features/production/utils';
import { paths } from '@/utils/paths';

/** Spec 2 §2 sell configuration, /tools/pre-sale/{id}. */
export default function PreSalePage() {
  const { id } = useParams();
  const imageId = parseProductId(id);
  const state = useProductPage('preSale', imageId);
  if (id === undefined) return <Navigate to={paths.marketingPreSale()} replace />;
  return (
    <ToolPageFrame>
      <ProductPageState state={state}>
        {(info) => <SellView key={info.image_id} info={info} />}
      </ProductPageState>
    </ToolPageFrame>
  );
}
