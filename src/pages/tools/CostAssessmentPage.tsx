import { CostAssessmentView } from '@/features/production/components/CostAssessmentView';
import { ProductRoute } from '@/features/production/components/ProductRoute';
import { STATUS_POLL_MS } from '@/features/production/constants';

/** While under review the page asks again until the back office has assessed the cost. */
const pollUnderReview = (status?: number) => (status === 1 ? STATUS_POLL_MS : 0);

/** Spec 3 §2.8 cost page, /tools/costAssessment/{id}. */
export default function CostAssessmentPage() {
  return (
    <ProductRoute page="costAssessment" poll={pollUnderReview}>
      {(info) => <CostAssessmentView key={info.image_id} info={info} />}
    </ProductRoute>
  );
}
