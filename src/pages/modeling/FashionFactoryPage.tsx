import { FashionFactory } from '@/features/modeling';

/** Spec 3 §2.5 `/modeling/fashionFactory` and `/modeling/fashionFactory/{id}`. */
export default function FashionFactoryPage() {
  return <FashionFactory />;
}
