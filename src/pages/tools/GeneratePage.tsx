import { GenerateView, ProductRoute } from '@/features/production';

/** Spec 2 §4 payment flow, /tools/generate/{id}. */
export default function GeneratePage() {
  return (
    <ProductRoute page="generate">{(info) => <GenerateView key={info.image_id} info={info} />}</ProductRoute>
  );
}
