import { TemplatesGallery } from '@/features/modeling';

/** Spec 3 §2.6 `/space/avator`: the Fashion Style templates gallery (public). */
export default function AvatorPage() {
  return <TemplatesGallery />;
}
