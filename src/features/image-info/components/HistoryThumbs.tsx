import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ThumbStrip } from '@/components/ThumbStrip';
import { isSignedIn } from '@/utils/cookies';
import { imageUrl } from '@/utils/imageUrl';
import { useGetHistoryQuery } from '@/features/tasks';
import { THUMB_GAP, THUMB_HISTORY_SIZE, THUMB_SIZE } from '../constants';
import { neighbourId } from '../utils';
import { paths } from '@/utils/paths';
import { useInfoT } from '../i18n';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The history's images as 80×80 thumbnails; click or ArrowUp / ArrowDown moves between them. */
export function HistoryThumbs({ currentId }: { currentId: number }) {
  const t = useInfoT();
  const navigate = useNavigate();
  const { data } = useGetHistoryQuery({ pageSize: THUMB_HISTORY_SIZE }, { skip: !isSignedIn() });
  const items = useMemo(
    () =>
      (data?.list ?? []).flatMap((record) =>
        (record.result ?? []).map((image, index) => ({
          id: image.image_id,
          src: imageUrl(image.path, { width: THUMB_SIZE }),
          alt: t('info.thumbAlt', { prompt: record.params?.prompt || t('info.generated'), n: index + 1 }),
          content: Boolean(record.params?.prompt),
        })),
      ),
    [data, t],
  );

  useEffect(() => {
    const ids = items.map((item) => item.id);
    const onKey = (event: KeyboardEvent) => {
      if ((event.key !== 'ArrowUp' && event.key !== 'ArrowDown') || isTyping(event.target)) return;
      const next = neighbourId(ids, currentId, event.key === 'ArrowUp' ? -1 : 1);
      if (next === null) return;
      event.preventDefault();
      navigate(paths.toolsInfo(next));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [items, currentId, navigate]);

  if (!items.length) return null;
  return (
    <ThumbStrip
      items={items}
      currentId={currentId}
      onSelect={(id) => navigate(paths.toolsInfo(id))}
      size={THUMB_SIZE}
      gap={THUMB_GAP}
      label={t('info.history')}
    />
  );
}
