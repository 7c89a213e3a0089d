import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ExploreView } from '@/features/explore/components/ExploreView';
import type { FeedItem } from '@/features/explore/feedItems';
import { TryOnDialog } from '@/features/try-on/components/TryOnDialog';
import type { TryOnModel } from '@/features/try-on/hooks/useTryOnSubmit';
import { useSignInPrompt } from '@/hooks/useSignInPrompt';
import { recreateLink } from '@/utils/recreateLink';

/** `/`: the gallery; style cards open the Try On dialog, the others go to ReCreate or the detail. */
export default function ExplorePage() {
  const navigate = useNavigate();
  const { requireSignIn, prompt } = useSignInPrompt();
  const [tryOn, setTryOn] = useState<TryOnModel | null>(null);

  const openTryOn = useCallback(
    (item: FeedItem) => {
      if (requireSignIn('Try On'))
        setTryOn({ image_id: item.image.image_id, prompt_id: item.image.prompt_id });
    },
    [requireSignIn],
  );

  const onOpen = useCallback(
    (item: FeedItem) => {
      if (item.isStyle) openTryOn(item);
      else
        navigate(`/image/detail?image_id=${encodeURIComponent(item.key)}`, { state: { image: item.image } });
    },
    [navigate, openTryOn],
  );

  const onAction = useCallback(
    (item: FeedItem) => {
      if (item.isStyle) {
        openTryOn(item);
        return;
      }
      if (!requireSignIn('ReCreate')) return;
      const { image } = item;
      navigate(
        recreateLink({
          prompt: image.prompt,
          image_id: image.image_id,
          url: item.path,
          category_child_id: image.category?.category_id,
        }),
      );
    },
    [navigate, openTryOn, requireSignIn],
  );

  const canLike = useCallback(() => requireSignIn('Like'), [requireSignIn]);

  return (
    <>
      <ExploreView onOpen={onOpen} onAction={onAction} canLike={canLike} />
      <TryOnDialog model={tryOn} onClose={() => setTryOn(null)} />
      {prompt}
    </>
  );
}
