import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetOwnImagesPageQuery } from '@/api/endpoints/ownImages';
import { useGetFunctionPointsQuery, useGetPointsQuery } from '@/api/endpoints/points';
import type { FunctionKey, GalleryImage } from '@/api/types';
import { useAppDispatch } from '@/app/hooks';
import { AppDialog } from '@/components/AppDialog';
import { RetryAlert } from '@/components/RetryAlert';
import { usePromptOwner } from '@/hooks/usePromptOwner';
import { batchPath, paths } from '@/utils/paths';
import { runBatch } from '../runner';
import {
  BATCH_PRODUCTS_MAX,
  newBatch,
  saveBatch,
  type BatchProduct,
  type BatchSettings,
  type BatchTool,
} from '../store';
import { useBatchT } from '../i18n';
import { BatchCost } from './BatchCost';
import { BatchProductGrid } from './BatchProductGrid';
import { BatchUpload } from './BatchUpload';

export interface BatchPickerProps {
  open: boolean;
  onClose: () => void;
  tool: BatchTool;
  functionKey: FunctionKey;
  settings: BatchSettings;
  /** Generations each product gets (Static / Try-On: one per template). */
  perProduct: number;
}

const PAGE_SIZE = 18;

const productOf = (image: GalleryImage): BatchProduct => ({
  imageId: image.image_id,
  name: image.name || `#${image.image_id}`,
  path: image.path,
});

/**
 * 'Apply to several products' (issue 45 §1): up to 20 products from the asset library or a multi-upload, the cost before anything
 * is sent (generations, total credits, balance after); not enough credits → the payment path, the batch kept.
 */
export function BatchPicker({ open, onClose, tool, functionKey, settings, perProduct }: BatchPickerProps) {
  const t = useBatchT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const owner = usePromptOwner();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<BatchProduct[]>([]);
  const [uploaded, setUploaded] = useState<BatchProduct[]>([]);
  const library = useGetOwnImagesPageQuery(
    { type: 'inspiration', current: page, pageSize: PAGE_SIZE },
    { skip: !open },
  );
  const unit = useGetFunctionPointsQuery(functionKey, { skip: !open });
  const balance = useGetPointsQuery(undefined, { skip: !open });
  const list = library.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((library.data?.total ?? 0) / PAGE_SIZE));
  const generations = chosen.length * perProduct;
  const total = unit.data === undefined ? null : generations * unit.data;
  const have = balance.data?.points;
  const short = total !== null && have !== undefined && have < total;

  const toggle = (product: BatchProduct) =>
    setChosen((current) =>
      current.some((item) => item.imageId === product.imageId)
        ? current.filter((item) => item.imageId !== product.imageId)
        : current.length >= BATCH_PRODUCTS_MAX
          ? current
          : [...current, product],
    );
  const grid = {
    isChosen: (imageId: number) => chosen.some((item) => item.imageId === imageId),
    full: chosen.length >= BATCH_PRODUCTS_MAX,
    onToggle: toggle,
  };
  // An uploaded product is chosen as it lands (while there is room).
  const addUploaded = (product: BatchProduct) => {
    setUploaded((current) => [...current, product]);
    setChosen((current) => (current.length >= BATCH_PRODUCTS_MAX ? current : [...current, product]));
  };

  const start = () => {
    if (!owner || chosen.length === 0 || unit.data === undefined) return;
    const name = t('batch.name', {
      tool: t(`batch.tool.${tool}`),
      count: chosen.length,
      date: new Date().toISOString().slice(0, 16).replace('T', ' '),
    });
    const batch = newBatch(tool, name, chosen, settings, unit.data);
    saveBatch(owner, batch);
    onClose();
    if (short) {
      // The batch is kept; once paid, the way back opens it, ready to send.
      navigate(
        paths.payment({
          reason: t('batch.notEnough', { total: total ?? 0, balance: have ?? 0 }),
          back: batchPath(batch.id),
        }),
      );
      return;
    }
    dispatch(runBatch(owner, batch.id));
    navigate(batchPath(batch.id));
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('batch.pickTitle')}
      maxWidth="md"
      fullWidth
      actions={
        <>
          <Button onClick={onClose}>{t('batch.close')}</Button>
          <Button variant="contained" onClick={start} disabled={chosen.length === 0 || total === null}>
            {short ? t('batch.getCredits') : t('batch.start')}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <Typography>{t('batch.pickHint', { max: BATCH_PRODUCTS_MAX })}</Typography>
        {/* The cost stays in sight above the pictures, however many there are to scroll through. */}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', alignItems: { sm: 'center' } }}
        >
          <Typography role="status" sx={{ fontWeight: 600, flex: 1 }}>
            {t('batch.selected', { count: chosen.length, max: BATCH_PRODUCTS_MAX })}
          </Typography>
          <BatchCost generations={generations} total={total} balance={have} />
        </Stack>
        {short && (
          <Alert severity="warning">{t('batch.notEnough', { total: total ?? 0, balance: have ?? 0 })}</Alert>
        )}
        <BatchUpload onProduct={addUploaded} />
        {uploaded.length > 0 && (
          <BatchProductGrid label={t('batch.uploaded')} {...grid} products={uploaded} />
        )}
        {library.isError ? (
          <RetryAlert message={t('batch.loadFailed')} onRetry={() => void library.refetch()} />
        ) : !library.isFetching && list.length === 0 ? (
          <Typography color="textSecondary">{t('batch.empty')}</Typography>
        ) : (
          <BatchProductGrid label={t('batch.library')} {...grid} products={list.map(productOf)} />
        )}
        {pages > 1 && (
          <Stack sx={{ alignItems: 'center' }}>
            <Pagination count={pages} page={page} onChange={(_e, value) => setPage(value)} />
          </Stack>
        )}
      </Stack>
    </AppDialog>
  );
}
