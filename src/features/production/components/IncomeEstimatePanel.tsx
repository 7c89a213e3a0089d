import { Box, Skeleton, Typography } from '@mui/material';
import type { IncomeEstimate } from '@/api/types';
import { RetryAlert } from '@/components/RetryAlert';
import { formatMoney } from '@/utils/money';

export interface IncomeEstimatePanelProps {
  estimate?: IncomeEstimate;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

const ROWS: { key: keyof IncomeEstimate; label: string; percent?: boolean }[] = [
  { key: 'origin_price', label: 'Origin price' },
  { key: 'oneIncome', label: 'Income per item' },
  { key: 'totalIncome', label: 'Total income' },
  { key: 'commissionRate', label: 'Commission rate', percent: true },
  { key: 'serverCommission', label: 'Service commission' },
  { key: 'income', label: 'Income' },
];

/** Spec 2 §3 income estimate: origin price, income per item, total, commission rate and amount, income. */
export function IncomeEstimatePanel({ estimate, isLoading, isError, onRetry }: IncomeEstimatePanelProps) {
  return (
    <Box
      component="section"
      aria-labelledby="income-title"
      aria-busy={isLoading}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Typography id="income-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Income estimate
      </Typography>
      {isError ? (
        <RetryAlert message="The income estimate could not be calculated." onRetry={onRetry} />
      ) : (
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
          {ROWS.map((row) => (
            <Box key={row.key} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {row.label}
              </Typography>
              <dd>
                {isLoading || !estimate ? (
                  <Skeleton width={64} sx={{ display: 'inline-block' }} />
                ) : row.percent ? (
                  `${Math.round(estimate[row.key] * 100)}%`
                ) : (
                  formatMoney(estimate[row.key])
                )}
              </dd>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
