import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  DetailState,
  ImageDetailView,
  useImageDetail,
  type DetailImage,
  useDetailT,
} from '@/features/image-detail';
import { useSignInPrompt } from '@/hooks/useSignInPrompt';
import { recreateLink } from '@/utils/recreateLink';
import { paths } from '@/utils/paths';

/** `/image/detail?image_id=`: uses the image from navigation state, otherwise loads it. */
export default function ImageDetailPage() {
  const t = useDetailT();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { requireSignIn, prompt } = useSignInPrompt();
  const stateImage = (location.state as { image?: DetailImage } | null)?.image;
  const detail = useImageDetail(params.get('image_id'), stateImage);
  const close = () => navigate(paths.home());

  if (detail.status !== 'ready' || !detail.image) {
    return (
      <DetailState
        status={detail.status === 'ready' ? 'loading' : detail.status}
        onRetry={() => void detail.retry()}
        onBack={close}
      />
    );
  }
  const { image } = detail;
  return (
    <>
      <ImageDetailView
        image={image}
        likePending={detail.likePending}
        onLike={() => {
          if (requireSignIn(t('detail.like'))) void detail.toggleLike();
        }}
        onRecreate={() => {
          if (!requireSignIn(t('detail.recreate'))) return;
          navigate(
            recreateLink({
              prompt: image.prompt,
              image_id: image.image_id,
              url: image.path,
              category_child_id: image.category?.category_id,
            }),
          );
        }}
        onClose={close}
      />
      {prompt}
    </>
  );
}
