import { paths } from './paths';

export interface RecreateSource {
  prompt?: string | null;
  image_id?: string | number | null;
  url?: string | null;
  category_child_id?: string | number | null;
}

/** Spec 1 §2.4: ReCreate opens /tools/inspiration with only the non-empty of prompt, image_id, url, category_child_id. */
export function recreateLink(source: RecreateSource): string {
  const { prompt, image_id, url, category_child_id } = source;
  return paths.inspiration({ prompt, image_id, url, category_child_id });
}
