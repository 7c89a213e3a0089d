import { useParams } from 'react-router-dom';
import { ToolPageFrame } from '@/components/ToolPageFrame';
import { ImageInfoView, parseImageId } from '@/features/image-info';

/** Spec 2 §2 `/tools/info/{id}`. */
export default function InfoPage() {
  const { id } = useParams();
  const imageId = parseImageId(id);
  return (
    <ToolPageFrame>
      <ImageInfoView key={imageId ?? 'invalid'} imageId={imageId} />
    </ToolPageFrame>
  );
}
