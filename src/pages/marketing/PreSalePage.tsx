import { useSearchParams } from 'react-router-dom';
import { ToolPageFrame } from '@/components/ToolPageFrame';
import {
  LabLanding,
  MakingPreSaleView,
  ProductPageState,
  useProductPage,
  parseProductId,
} from '@/features/production';

function MakingPreSale({ imageId }: { imageId: number | null }) {
  const state = useProductPage('preSale', imageId);
  return (
    <ProductPageState state={state}>
      {(info) => <MakingPreSaleView key={info.image_id} info={info} />}
    </ProductPageState>
  );
}

/** Spec 3 §2.2 'Making & Pre-sale' with `?image_id=`; without it the Lab landing of the user's products. */
export default function PreSalePage() {
  const [params] = useSearchParams();
  const raw = params.get('image_id');
  return (
    <ToolPageFrame>
      {raw === null ? <LabLanding /> : <MakingPreSale imageId={parseProductId(raw)} />}
    </ToolPageFrame>
  );
}
