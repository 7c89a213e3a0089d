import { CreationColumns } from '@/components/CreationColumns';
import type { ImageDetail } from '@/api/types';
import { VideoGenerationPanel, VideoResults, type VideoPicture } from '@/features/video';
import { MODELING_VIDEO_SCOPE } from '../constants';
import { useModelingT } from '../i18n';

/**
 * Spec 3 §2.4 Video tab: the shared video generation engine (`features/video`, the marketing Video
 * tab's parts — effects, models, messages) composed for the loaded image and its related pictures.
 */
export function ModelingVideo({ image }: { image: ImageDetail }) {
  const t = useModelingT();
  const scope = MODELING_VIDEO_SCOPE(image.image_id);
  // Spec 3 §4.1: modeling's default failure reason ('Unknown error').
  const unknownError = t('modeling.msg.unknownError');
  const pictures: VideoPicture[] = [
    { image_id: image.image_id, path: image.path, label: image.name ?? undefined },
    ...(image.images_desc ?? [])
      .filter((desc) => desc.image_id !== image.image_id)
      .map((desc) => ({ image_id: desc.image_id, path: desc.path, label: desc.name ?? undefined })),
  ];
  return (
    <CreationColumns panelWidth={360} sideFrom="lg">
      <VideoResults
        scope={scope}
        videos={image.videos ?? []}
        pictures={pictures}
        fallbackReason={unknownError}
      />
      <VideoGenerationPanel
        key={image.image_id}
        scope={scope}
        pictures={pictures}
        categoryId={image.category?.category_id ?? null}
        fallbackReason={unknownError}
      />
    </CreationColumns>
  );
}
