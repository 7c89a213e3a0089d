import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import type { ImageDetail } from '@/api/types';
import { Carousel } from '@/components/Carousel';
import { UseInMenu } from '@/components/catalogue/UseInMenu';
import { DownloadButton } from '@/components/DownloadButton';
import { EmptyState } from '@/components/EmptyState';
import { ExportButton } from '@/features/export';
import { TaskPollers, useRecordResults, type TaskItem } from '@/features/tasks';
import { progressAt, useProgressClock } from '@/features/video';
import { useDownload } from '@/hooks/useDownload';
import { imageUrl } from '@/utils/imageUrl';
import { useMarketingT } from '../i18n';
import { imageTabItems } from '../utils';

export interface ImageTabResultsProps {
  image: ImageDetail;
  showType: 0 | 1;
  productName: string;
  /** The tab's pending and finished items (the task engine's), and the ids of those that finished here. */
  items: readonly TaskItem<unknown>[];
  completedIds: readonly (string | undefined)[];
  onRetry: (recordId: string) => void;
}

/**
 * The Static and Try-On tabs' results carousel. It owns the fake-progress clock: while a task runs only the viewer
 * draws again every 200 ms, not the generator panel beside it (its fields, selects and template grid).
 */
export function ImageTabResults({
  image,
  showType,
  productName,
  items: pending,
  completedIds,
  onRetry,
}: ImageTabResultsProps) {
  const t = useMarketingT();
  const [index, setIndex] = useState(0);
  const results = useRecordResults(completedIds);
  const running = pending.some((item) => item.phase === 'pending' || item.phase === 'processing');
  const now = useProgressClock(running);
  const download = useDownload();
  const flatResults = useMemo(() => results.flat(), [results]);
  const items = imageTabItems({
    image,
    showType,
    results: flatResults,
    pending,
    progress: (recordId) => progressAt(recordId, now),
    t,
  });

  const pictureOf = (key: string) =>
    [image, ...(image.images_desc ?? []), ...flatResults].find(
      (picture) => `image-${picture.image_id}` === key,
    );
  const pathOf = (key: string) => pictureOf(key)?.path;
  // A result made here is sent on the day it is shown (the records carry no date of their own).
  const today = new Date().toISOString();

  return (
    <Box sx={{ minWidth: 0 }}>
      <TaskPollers recordIds={pending.map((item) => item.recordId)} />
      <Carousel
        label={t(showType === 0 ? 'marketing.staticImages' : 'marketing.tryOnImages')}
        items={items}
        index={index}
        onIndexChange={setIndex}
        onRetry={(item) => onRetry(item.key.replace(/^task-/, ''))}
        original={{ src: imageUrl(image.path, { width: 800 }), label: t('marketing.originalImage') }}
        renderDownload={(item) => (
          <>
            <DownloadButton path={item.src!} label={item.label} download={download} />
            {pictureOf(item.key) && (
              <UseInMenu
                name={item.label}
                picture={{
                  image_id: pictureOf(item.key)!.image_id,
                  path: pictureOf(item.key)!.path,
                  from: 'marketing',
                  date: today,
                }}
              />
            )}
            <ExportButton
              label={t('marketing.exportFor', { label: item.label })}
              sources={[{ path: pathOf(item.key) ?? item.src!, name: productName }]}
            />
          </>
        )}
        empty={
          <EmptyState
            title={t('marketing.noContent')}
            example={<img src={imageUrl(image.path, { width: 320 })} alt="" />}
          />
        }
      />
    </Box>
  );
}
