import { useState } from 'react';
import Button from '@mui/material/Button';
import { lazyOverlay } from '@/components/lazyOverlay';
import type { BatchPickerProps } from './BatchPicker';
import { useBatchT } from '../i18n';

// The picker (asset library, cost) is its own chunk, fetched when idle or on first use.
const BatchPicker = lazyOverlay<BatchPickerProps>(
  () => import('./BatchPicker').then((m) => ({ default: m.BatchPicker })),
  'BatchPicker',
);

export type BatchButtonProps = Omit<BatchPickerProps, 'open' | 'onClose'> & {
  /** Why a batch cannot start yet (no template chosen), or null. */
  blocked?: string | null;
};

/** 'Apply to several products' (issue 45 §1) beside a generator's Generate. */
export function BatchButton({ blocked, ...picker }: BatchButtonProps) {
  const t = useBatchT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => setOpen(true)}
        disabled={Boolean(blocked)}
        title={blocked ?? undefined}
      >
        {t('batch.apply')}
      </Button>
      <BatchPicker open={open} onClose={() => setOpen(false)} {...picker} />
    </>
  );
}
