import { CostAssessmentView, ProductRoute } from '@/features/production';

/** Spec 3 §2.8 cost page, /tools/costAssessment/{id}; asks again while under review (statusFreshness). */
export default function CostAssessmentPage() {
  return (
    <ProductRoute page="costAssessment" fresh="costAssessment">
      {(info) => <CostAssessmentView key={info.image_id} info={info} />}
    </ProductRoute>
  );
}
