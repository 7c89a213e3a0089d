import { memo, useDeferredValue, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useGetUserInfoQuery } from '@/api/endpoints';
import { useListVipPlansQuery } from '@/api/endpoints/payments';
import { readApiError } from '@/api/http';
import type { VipPlan } from '@/api/types';
import { useLanguage } from '@/hooks/useLanguage';
import type { PlanTexts } from '../dictionary';
import {
  isCurrentPlan,
  planOffer,
  plansForCycle,
  priceLines,
  recommendedPlanId,
  type PlanCycle,
} from '../planMath';
import { PlanCard } from './PlanCard';

const gridSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  alignItems: 'stretch',
} as const;

export interface PlanListProps {
  cycle: PlanCycle;
  texts: PlanTexts;
  /** The plan whose eligibility is being checked. */
  checkingId: number | null;
  /** Stable across renders: the cards are memoised. */
  onBuy: (plan: VipPlan) => void;
}

/**
 * The plans of one cycle as cards, with their loading, error and empty states. The list, the member's level and
 * the cycle the cards show are deferred values: an answer (or a cycle switch) first commits only what changed
 * around the cards, then the cards render as a transition, in slices, instead of one long task in the answer's
 * animation frame (issue 28, plans' TBT).
 */
export const PlanList = memo(function PlanList({ cycle, texts, checkingId, onBuy }: PlanListProps) {
  const [language] = useLanguage();
  const plans = useListVipPlansQuery(language);
  const user = useGetUserInfoQuery();
  const shownPlans = useDeferredValue(plans.data);
  const level = useDeferredValue(user.data?.level);
  const shownCycle = useDeferredValue(cycle);
  const visible = useMemo(
    () => (shownPlans ? plansForCycle(shownPlans, shownCycle) : []),
    [shownPlans, shownCycle],
  );
  const recommended = useMemo(() => recommendedPlanId(visible), [visible]);
  const rowPriceLines = useMemo(() => Math.max(1, ...visible.map(priceLines)), [visible]);
  const listError = readApiError(plans.error);

  // Still loading, or the answer is in and its cards are rendering in the background.
  if (plans.isLoading || (plans.data && !shownPlans)) {
    return (
      <Box sx={gridSx} role="region" aria-busy="true" aria-label={texts.title}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={380} />
        ))}
      </Box>
    );
  }
  if (plans.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void plans.refetch()}>
            {texts.retry}
          </Button>
        }
      >
        {listError.status === 'NETWORK' || listError.status === 'TIMEOUT' || !listError.message
          ? texts.listError
          : listError.message}
      </Alert>
    );
  }
  if (visible.length === 0) return <Alert severity="info">{texts.empty}</Alert>;
  return (
    <Box sx={gridSx}>
      {visible.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          offer={planOffer(plan, level)}
          current={isCurrentPlan(plan, level)}
          recommended={plan.id === recommended}
          priceLines={rowPriceLines}
          texts={texts}
          checking={checkingId === plan.id}
          onBuy={onBuy}
        />
      ))}
    </Box>
  );
});
