import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ExploreView, type FeedItem, useExploreT } from '@/features/explore';
import type { TryOnModel } from '@/features/try-on';
import { useSignInPrompt } from '@/hooks/useSignInPrompt';
import { recreateLink } from '@/utils/recreateLink';
import { paths } from '@/utils/paths';

// The dialog (uploader, picker, submit) loads on the first Try On, not with the gallery.
const TryOnDialog = lazy(() =>
  import('@/features/try-on/components/TryOnDialog').then((module) => ({ default: module.TryOnDialog })),
);

/** `/`: the gallery; style cards open the Try On dialog, the others go to ReCreate or the detail. */
export default function ExplorePage() {
  const t = useExploreT();
  const navigate = useNavigate();
  const { requireSignIn, prompt } = useSignInPrompt();
  const [tryOn, setTryOn] = useState<TryOnModel | null>(null);
  // Once opened the dialog stays mounted, so its kept uploads survive closing it.
  const [tryOnUsed, setTryOnUsed] = useState(false);

  const openTryOn = useCallback(
    (item: FeedItem) => {
      if (!requireSignIn(t('explore.tryOn'))) return;
      setTryOnUsed(true);
      setTryOn({ image_id: item.image.image_id, prompt_id: item.image.prompt_id });
    },
    [requireSignIn, t],
  );

  const onOpen = useCallback(
    (item: FeedItem) => {
      if (item.isStyle) openTryOn(item);
      else navigate(paths.imageDetail(item.key), { state: { image: item.image } });
    },
    [navigate, openTryOn],
  );

  const onAction = useCallback(
    (item: FeedItem) => {
      if (item.isStyle) {
        openTryOn(item);
        return;
      }
      if (!requireSignIn(t('explore.recreate'))) return;
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
    [navigate, openTryOn, requireSignIn, t],
  );

  const canLike = useCallback(() => requireSignIn(t('explore.like')), [requireSignIn, t]);

  return (
    <>
      <ExploreView onOpen={onOpen} onAction={onAction} canLike={canLike} />
      {tryOnUsed && (
        <Suspense fallback={null}>
          <TryOnDialog model={tryOn} onClose={() => setTryOn(null)} />
        </Suspense>
      )}
      {prompt}
    </>
  );
}
