import { Navigate, useParams } from 'react-router-dom';
import { ToolPageFrame } from '@/components/ToolPageFrame';
import { CostAssessmentView } from '@/features/production/components/CostAssessmentView';
import { ProductPageState } from '@/features/production/components/ProductPageState';
import { STATUS_POLL_MS } from '@/features/production/constants';
import { useProductPage } from '@/features/production/hooks/useProductPage';
import { parseProductId } from '@/features/production/utils';
import { paths } from '@/utils/paths';

/** Spec 3 §2.8 cost page, /tools/costAssessment/{id}. */
export default function CostAssessmentPage() {
  const { id } = useParams();
  const imageId = parseProductId(id);
  const state = useProductPage('costAssessment', imageId, (status) => (status === 1 ? STATUS_POLL_MS : 0));
  if (id === undefined) return <Navigate to={paths.marketingPreSale()} replace />;
  return (
    <ToolPageFrame>
      <ProductPageState state={state}>
        {(info) => <CostAssessmentView key={info.image_id} info={info} />}
      </ProductPageState>
    </ToolPageFrame>
  );
}
