import { Alert } from '@mui/material';
import type { ImageDetail } from '@/api/types';

/**
 * Spec 3 §2.4 Video tab. It composes the shared video generation engine (`features/video`); until that
 * engine is on this branch this adapter is the one place that will point at it.
 */
export function ModelingVideo({ image }: { image: ImageDetail }) {
  return (
    <Alert severity="info">
      Video generation for {image.name || 'this image'} is coming with the video engine.
    </Alert>
  );
}
