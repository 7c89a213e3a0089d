import { useSearchParams } from 'react-router-dom';
import { ToolPageFrame } from '@/components/ToolPageFrame';
import { MarketingStart } from '@/features/marketing/components/MarketingStart';
import { MarketingWorkspace } from '@/features/marketing/components/MarketingWorkspace';

/** Spec 3 §2.1 `/marketing/content`: the hero without image_id, the workspace with one. */
export default function MarketingContentPage() {
  const [params] = useSearchParams();
  const raw = Number(params.get('image_id'));
  const imageId = Number.isInteger(raw) && raw > 0 ? raw : null;
  return (
    <ToolPageFrame sx={{ overflowY: { md: 'auto' } }}>
      {imageId === null ? <MarketingStart /> : <MarketingWorkspace key={imageId} imageId={imageId} />}
    </ToolPageFrame>
  );
}
