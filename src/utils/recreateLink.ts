export interface RecreateSource {
  prompt?: string | null;
  image_id?: string | number | null;
  url?: string | null;
  category_child_id?: string | number | null;
}

/** Spec 1 §2.4: ReCreate opens /tools/inspiration with only the non-empty of prompt, image_id, url, category_child_id. */
export function recreateLink(source: RecreateSource): string {
  const params = new URLSearchParams();
  for (const key of ['prompt', 'image_id', 'url', 'category_child_id'] as const) {
    const value = source[key];
    if (value !== null && value !== undefined && String(value).trim() !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `/tools/inspiration?${query}` : '/tools/inspiration';
}
