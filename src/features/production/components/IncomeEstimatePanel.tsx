import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { IncomeEstimate } from '@/api/types';
import { RetryAlert } from '@/components/RetryAlert';
import { formatMoney, NO_AMOUNT } from '@/utils/money';
import { useProductionT, type ProductionKey } from '../i18n';

export interface IncomeEstimatePanelProps {
  estimate?: IncomeEstimate;
  isLoading: boolean;
  isError: boolean;
  /** Why there is no estimate (an invalid price): shown with a dash in every row, never a skeleton. */
  invalidHint?: string;
  /** The batch the totals are for (the quality slider). */
  peopleNumber?: number | null;
  onRetry: () => void;
}

type Row = { label: string; value: (e: IncomeEstimate) => string };

/**
 * Spec 2 §3 income estimate: origin price, income per piece, the commission (rate and amount for the batch)
 * and the total income for the batch. Per piece and per batch are distinct rows; the response's `income`
 * repeats the total, so it is not shown twice.
 */
function rows(t: ReturnType<typeof useProductionT>, people: number | null | undefined): Row[] {
  const money = (amount: number) => formatMoney(amount, 'USD', t.locale);
  const batch = (key: ProductionKey, batchKey: ProductionKey) => (people ? t(batchKey, { people }) : t(key));
  return [
    { label: t('production.income.originPrice'), value: (e) => money(e.origin_price) },
    { label: t('production.income.perPiece'), value: (e) => money(e.oneIncome) },
    { label: t('production.income.commissionRate'), value: (e) => `${Math.round(e.commissionRate * 100)}%` },
    {
      label: batch('production.income.commission', 'production.income.commissionBatch'),
      value: (e) => money(e.serverCommission),
    },
    {
      label: batch('production.income.total', 'production.income.totalBatch'),
      value: (e) => money(e.totalIncome),
    },
  ];
}

export function IncomeEstimatePanel({
  estimate,
  isLoading,
  isError,
  invalidHint,
  peopleNumber,
  onRetry,
}: IncomeEstimatePanelProps) {
  const t = useProductionT();
  return (
    <Box
      component="section"
      aria-labelledby="income-title"
      aria-busy={isLoading && !invalidHint}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Typography id="income-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('production.income.title')}
      </Typography>
      {isError ? (
        <RetryAlert message={t('production.income.error')} onRetry={onRetry} />
      ) : (
        <>
          {invalidHint && (
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }} role="status">
              {invalidHint}
            </Typography>
          )}
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: '1fr auto',
              rowGap: 0.75,
              columnGap: 2,
              m: 0,
              '& dd': { m: 0, fontWeight: 600, textAlign: 'right' },
            }}
          >
            {rows(t, peopleNumber).map((row) => (
              <Box key={row.label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="textSecondary">
                  {row.label}
                </Typography>
                <dd>
                  {invalidHint ? (
                    NO_AMOUNT
                  ) : isLoading || !estimate ? (
                    <Skeleton width={64} sx={{ display: 'inline-block' }} />
                  ) : (
                    row.value(estimate)
                  )}
                </dd>
              </Box>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
