import { Navigate, useParams } from 'react-router-dom';
import { ToolPageFrame } from '@/components/ToolPageFrame';
import { DeliverView } from '@/features/production/components/DeliverView';
import { ProductPageState } from '@/features/production/components/ProductPageState';

import { useProductPage } from '@/features/production/hooks/useProductPage';
import { parseProductId } from '@/features/production/utils';
import { paths } from '@/utils/paths';

/** Spec 3 §2.3 order status, /tools/deliver/{id}. */
export default function DeliverPage() {
  const { id } = useParams();
  const imageId = parseProductId(id);
  const state = useProductPage('deliver', imageId);
  if (id === undefined) return <Navigate to={paths.marketingPreSale()} replace />;
  return (
    <ToolPageFrame>
      <ProductPageState state={state}>
        {(info) => <DeliverView key={info.image_id} info={info} />}
      </ProductPageState>
    </ToolPageFrame>
  );
}
