import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppDialog } from '@/components/AppDialog';
import { RetryAlert } from '@/components/RetryAlert';
import { BATCH_PRODUCTS_MAX } from '../store';
import { useBatchPicker, type BatchPickerProps, type BatchPickerState } from '../useBatchPicker';
import { useBatchT } from '../i18n';
import { BatchCost } from './BatchCost';
import { BatchProductGrid } from './BatchProductGrid';
import { BatchUpload } from './BatchUpload';

export type { BatchPickerProps } from '../useBatchPicker';

/** How many are chosen and what they cost; it stays in sight above the pictures, however many there are. */
function PickerSummary({ picker }: { picker: BatchPickerState }) {
  const t = useBatchT();
  const { chosen, generations, total, have, short } = picker;
  return (
    <>
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
    </>
  );
}

/** The asset library, page by page (spec 3: 18 a page). */
function PickerLibrary({ picker }: { picker: BatchPickerState }) {
  const t = useBatchT();
  const { library, libraryProducts, libraryEmpty, grid, page, pages, setPage } = picker;
  return (
    <>
      {library.isError ? (
        <RetryAlert message={t('batch.loadFailed')} onRetry={() => void library.refetch()} />
      ) : libraryEmpty ? (
        <Typography color="textSecondary">{t('batch.empty')}</Typography>
      ) : (
        <BatchProductGrid label={t('batch.library')} {...grid} products={libraryProducts} />
      )}
      {pages > 1 && (
        <Stack sx={{ alignItems: 'center' }}>
          <Pagination count={pages} page={page} onChange={(_e, value) => setPage(value)} />
        </Stack>
      )}
    </>
  );
}

/**
 * 'Apply to several products' (issue 45 §1): up to 20 products from the asset library or a multi-upload (which
 * lands in the asset library too), the cost before anything is sent (generations, total credits, balance after);
 * not enough credits → the payment path, the batch kept.
 */
export function BatchPicker(props: BatchPickerProps) {
  const t = useBatchT();
  const picker = useBatchPicker(props);
  const { open, onClose } = props;
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
          <Button
            variant="contained"
            onClick={picker.start}
            disabled={picker.chosen.length === 0 || picker.total === null}
          >
            {picker.short ? t('batch.getCredits') : t('batch.start')}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <Typography>{t('batch.pickHint', { max: BATCH_PRODUCTS_MAX })}</Typography>
        <PickerSummary picker={picker} />
        <BatchUpload onProduct={picker.addUploaded} />
        {picker.uploaded.length > 0 && (
          <BatchProductGrid label={t('batch.uploaded')} {...picker.grid} products={picker.uploaded} />
        )}
        <PickerLibrary picker={picker} />
      </Stack>
    </AppDialog>
  );
}
