import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useBatchT } from '../i18n';

/** The cost shown before a batch is sent: generations, total credits, the balance after (issue 45 §1). */
export function BatchCost({
  generations,
  total,
  balance,
}: {
  generations: number;
  total: number | null;
  balance: number | undefined;
}) {
  const t = useBatchT();
  const rows: [string, string][] = [
    [t('batch.generations'), String(generations)],
    [t('batch.total'), total === null ? '…' : String(total)],
    [t('batch.balanceAfter'), total === null || balance === undefined ? '…' : String(balance - total)],
  ];
  return (
    <Box
      component="dl"
      aria-label={t('batch.total')}
      sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5, m: 0, maxWidth: 280 }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="textSecondary">
            {term}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}
            data-testid={`batch-cost-${term}`}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
