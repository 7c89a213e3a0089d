import { useParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { BatchView, useBatch, useBatchT } from '@/features/batch';
import { ToolPageFrame } from '@/components/ToolPageFrame';

/** Issue 45 §1 `/marketing/batch/:batchId`: one batch of the signed-in user, kept in this browser. */
export default function BatchPage() {
  const { batchId = '' } = useParams();
  const t = useBatchT();
  const { owner, batch } = useBatch(batchId);
  return (
    <ToolPageFrame sx={{ overflowY: 'auto' }}>
      {owner && batch ? (
        <BatchView owner={owner} batch={batch} />
      ) : (
        <Typography sx={{ p: 3 }}>{t('batch.notFound')}</Typography>
      )}
    </ToolPageFrame>
  );
}
