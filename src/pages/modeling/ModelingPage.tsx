import { ModelingContent } from '@/features/modeling/components/ModelingContent';

/** Spec 3 §2.4 `/modeling/content` and `/modeling/content/{id}`. */
export default function ModelingPage() {
  return <ModelingContent />;
}
