import { Navigate, useParams } from 'react-router-dom';
import { ToolPageFrame } from '@/components/ToolPageFrame';
import { GenerateView } from '@/features/production/components/GenerateView';
import { ProductPageState } from '@/features/production/components/ProductPageState';

import { useProductPage } from '@/features/production/hooks/useProductPage';
import { parseProductId } from '@/features/production/utils';
import { paths } from '@/utils/paths';

/** Spec 2 §4 payment flow, /tools/generate/{id}. */
export default function GeneratePage() {
  const { id } = useParams();
  const imageId = parseProductId(id);
  const state = useProductPage('generate', imageId);
  if (id === undefined) return <Navigate to={paths.marketingPreSale()} replace />;
  return (
    <ToolPageFrame>
      <ProductPageState state={state}>
        {(info) => <GenerateView key={info.image_id} info={info} />}
      </ProductPageState>
    </ToolPageFrame>
  );
}
