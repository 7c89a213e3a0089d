import { SellView, ProductRoute } from '@/features/production';

/** Spec 2 §2 sell configuration, /tools/pre-sale/{id}. */
export default function PreSalePage() {
  return <ProductRoute page="preSale">{(info) => <SellView key={info.image_id} info={info} />}</ProductRoute>;
}
