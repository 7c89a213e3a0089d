import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetOwnImagesPageQuery } from '@/api/endpoints/ownImages';
import { useGetFunctionPointsQuery, useGetPointsQuery } from '@/api/endpoints/points';
import type { FunctionKey, GalleryImage } from '@/api/types';
import { usePromptOwner } from '@/hooks/usePromptOwner';
import { batchPath, paths } from '@/utils/paths';
import { useBatchT } from './i18n';
import {
  BATCH_PRODUCTS_MAX,
  newBatch,
  saveBatch,
  type BatchProduct,
  type BatchSettings,
  type BatchTool,
} from './store';

export interface BatchPickerProps {
  open: boolean;
  onClose: () => void;
  tool: BatchTool;
  functionKey: FunctionKey;
  settings: BatchSettings;
  /** Generations each product gets (Static / Try-On: one per template). */
  perProduct: number;
}

/** The asset library's page size (spec 3 §9). */
export const LIBRARY_PAGE_SIZE = 18;

const productOf = (image: GalleryImage): BatchProduct => ({
  imageId: image.image_id,
  name: image.name || `#${image.image_id}`,
  path: image.path,
});

/** The products chosen (at most 20; an uploaded one is chosen as it lands, while there is room). */
function useChosen() {
  const [chosen, setChosen] = useState<BatchProduct[]>([]);
  const [uploaded, setUploaded] = useState<BatchProduct[]>([]);
  const full = chosen.length >= BATCH_PRODUCTS_MAX;
  const toggle = (product: BatchProduct) =>
    setChosen((current) =>
      current.some((item) => item.imageId === product.imageId)
        ? current.filter((item) => item.imageId !== product.imageId)
        : current.length >= BATCH_PRODUCTS_MAX
          ? current
          : [...current, product],
    );
  const addUploaded = (product: BatchProduct) => {
    setUploaded((current) => [...current, product]);
    setChosen((current) => (current.length >= BATCH_PRODUCTS_MAX ? current : [...current, product]));
  };
  const grid = {
    isChosen: (imageId: number) => chosen.some((item) => item.imageId === imageId),
    full,
    onToggle: toggle,
  };
  return { chosen, uploaded, addUploaded, grid };
}

/**
 * The picker's state (issue 45 §1): the asset library page by page, the products chosen, the cost before anything
 * is sent, and the start — sent at once, or kept for the way back from the payment page when credits are short.
 */
export function useBatchPicker({ open, onClose, tool, functionKey, settings, perProduct }: BatchPickerProps) {
  const t = useBatchT();
  const navigate = useNavigate();
  const owner = usePromptOwner();
  const [page, setPage] = useState(1);
  const { chosen, uploaded, addUploaded, grid } = useChosen();
  const library = useGetOwnImagesPageQuery(
    { type: 'inspiration', current: page, pageSize: LIBRARY_PAGE_SIZE },
    { skip: !open },
  );
  const unit = useGetFunctionPointsQuery(functionKey, { skip: !open });
  const balance = useGetPointsQuery(undefined, { skip: !open });
  // What was just uploaded is in the library too; it shows once, among the uploads.
  const libraryProducts = (library.data?.list ?? [])
    .map(productOf)
    .filter((product) => !uploaded.some((item) => item.imageId === product.imageId));
  const generations = chosen.length * perProduct;
  const total = unit.data === undefined ? null : generations * unit.data;
  const have = balance.data?.points;
  const short = total !== null && have !== undefined && have < total;

  const start = () => {
    if (!owner || chosen.length === 0 || unit.data === undefined) return;
    // No name is stored: it is made in the language in use wherever it shows (batchName).
    const batch = newBatch({ tool, products: chosen, settings, unitCost: unit.data, send: !short });
    saveBatch(owner, batch);
    onClose();
    // Short of credits, the batch is kept; once paid, the way back opens it, ready to send.
    navigate(
      short
        ? paths.payment({
            reason: t('batch.notEnough', { total: total ?? 0, balance: have ?? 0 }),
            back: batchPath(batch.id),
          })
        : batchPath(batch.id),
    );
  };

  return {
    page,
    setPage,
    pages: Math.max(1, Math.ceil((library.data?.total ?? 0) / LIBRARY_PAGE_SIZE)),
    library,
    libraryProducts,
    libraryEmpty: !library.isFetching && (library.data?.list ?? []).length === 0,
    chosen,
    uploaded,
    addUploaded,
    grid,
    generations,
    total,
    have,
    short,
    start,
  };
}

export type BatchPickerState = ReturnType<typeof useBatchPicker>;
