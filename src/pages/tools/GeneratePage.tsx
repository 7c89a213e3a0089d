import { GenerateView } from '@/features/production/components/GenerateView';
import { ProductRoute } from '@/features/production/components/ProductRoute';

/** Spec 2 §4 payment flow, /tools/generate/{id}. */
export default function GeneratePage() {
  return (
    <ProductRoute page="generate">{(info) => <GenerateView key={info.image_id} info={info} />}</ProductRoute>
  );
}
