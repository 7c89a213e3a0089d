import { useState } from 'react';
import type { GalleryImage } from '@/api/types';
import { useGetCategoryTreeQuery } from '@/api/endpoints/catalog';
import type { AssetLibraryDialogProps } from '@/components/AssetLibraryDialog';
import { lazyOverlay } from '@/components/lazyOverlay';
import { useProductIntake } from '../hooks/useProductIntake';
import type { CategoryModalProps } from './CategoryModal';
import { MarketingHero } from './MarketingHero';

/** The library (its grid, pagination and dialog) is fetched when first opened, as on the modeling start panel. */
const AssetLibraryDialog = lazyOverlay<AssetLibraryDialogProps>(
  () => import('@/components/AssetLibraryDialog').then((m) => ({ default: m.AssetLibraryDialog })),
  'AssetLibraryDialog',
);
/** The category modal (its pickers, selects and dialog) opens after an upload: fetched then, or once idle. */
const CategoryModal = lazyOverlay<CategoryModalProps & { open: boolean }>(
  () => import('./CategoryModal').then((m) => ({ default: m.CategoryModal })),
  'CategoryModal',
);

/** Spec 3 §2.1 without image_id: the hero, the asset library and the category modal. */
export function MarketingStart() {
  const intake = useProductIntake();
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [line, setLine] = useState('');
  const tree = useGetCategoryTreeQuery({ filter_type: 0 });
  const pick = (image: GalleryImage) => {
    setLibraryOpen(false);
    intake.pickAsset(image, tree.data ?? []);
  };
  return (
    <>
      <MarketingHero
        phase={intake.phase}
        progress={intake.progress}
        onFile={(file) => void intake.pickFile(file)}
        onImport={() => setLibraryOpen(true)}
        line={line}
        onLineChange={setLine}
      />
      <AssetLibraryDialog open={libraryOpen} onPick={pick} onClose={() => setLibraryOpen(false)} />
      {intake.source && (
        <CategoryModal
          open
          key={intake.source.preview}
          source={intake.source}
          busy={intake.phase === 'recording'}
          onConfirm={(parentId, childId) => void intake.confirm(parentId, childId, line)}
          onClose={intake.cancel}
        />
      )}
    </>
  );
}
