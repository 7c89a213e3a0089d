import { TemplatesGallery } from '@/features/modeling';

/** Spec 3 §2.6 `/space/avator`: the Fashion Style templates gallery (public; its first data: the route's loader). */
export default function AvatorPage() {
  return <TemplatesGallery />;
}
