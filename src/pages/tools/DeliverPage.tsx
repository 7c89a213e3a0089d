import { DeliverView, ProductRoute } from '@/features/production';

/** Spec 3 §2.3 order status, /tools/deliver/{id}; asks again while in production, for the tracking. */
export default function DeliverPage() {
  return (
    <ProductRoute page="deliver" fresh="deliver">
      {(info) => <DeliverView key={info.image_id} info={info} />}
    </ProductRoute>
  );
}
