import { ModelingContent, modelingReady } from '@/features/modeling';

/** Loads the part of the screen the URL shows before the first render (src/utils/lazyWithPreload.ts). */
export const ready = () => modelingReady();

/** Spec 3 §2.4 `/modeling/content` and `/modeling/content/{id}`. */
export default function ModelingPage() {
  return <ModelingContent />;
}
