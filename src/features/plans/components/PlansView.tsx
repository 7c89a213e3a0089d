import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetUserInfoQuery } from '@/api/endpoints';
import { useListVipPlansQuery } from '@/api/endpoints/payments';
import type { ApiError } from '@/api/http';
import { PaymentModal, usePaymentFlow } from '@/features/payment';
import { useLanguage } from '@/hooks/useLanguage';
import { switchLanguage } from '@/i18n';
import { isSafeRedirect } from '@/utils/safeRedirect';
import { BACK_PARAM, REASON_PARAM } from '../constants';
import { usePlanTexts } from '../dictionary';
import { usePlanPurchase } from '../hooks/usePlanPurchase';
import { isCurrentPlan, planOffer, plansForCycle, type PlanCycle } from '../planMath';
import { CreditsBreakdown } from './CreditsBreakdown';
import { PlanCard } from './PlanCard';
import { CycleToggle, LanguageSwitch } from './PlanToggles';

const gridSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  alignItems: 'stretch',
} as const;

export interface PlansViewProps {
  /** Start on this cycle (stories); the page starts on the yearly plans. */
  initialCycle?: PlanCycle;
}

/** The /payment page (spec 3 §2.7, §5, §9): plans by cycle, the credits breakdown and the payment modal. */
export function PlansView({ initialCycle = 'yearly' }: PlansViewProps) {
  const [language] = useLanguage();
  const texts = usePlanTexts();
  const [cycle, setCycle] = useState<PlanCycle>(initialCycle);
  const [params] = useSearchParams();
  const reason = params.get(REASON_PARAM)?.trim();
  // Sent here by a creation that lacked credits: once paid, the way back to it (an in-app path only).
  const back = params.get(BACK_PARAM);
  const [paid, setPaid] = useState(false);
  const plans = useListVipPlansQuery(language);
  const user = useGetUserInfoQuery();
  const flow = usePaymentFlow({ onPaid: () => setPaid(true) });
  const backLink = useRef<HTMLAnchorElement>(null);
  // Once the modal has closed (and given focus back to the plan), the way back takes focus: it is in view on a
  // phone, where the page stays scrolled to the plan, and next for the keyboard.
  const showBack = paid && !flow.isOpen;
  useEffect(() => {
    if (showBack) backLink.current?.focus();
  }, [showBack]);
  const { buy, checkingId } = usePlanPurchase(flow, texts.notEligible);
  const visible = plans.data ? plansForCycle(plans.data, cycle) : [];
  const listError = plans.error as ApiError | undefined;

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1280, mx: 'auto', width: '100%' }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' }, mb: 3 }}
      >
        <div>
          <Typography variant="h4" component="h1">
            {texts.title}
          </Typography>
          <Typography color="textSecondary">{texts.subtitle}</Typography>
        </div>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 1 }} useFlexGap>
          <CycleToggle cycle={cycle} texts={texts} onChange={setCycle} />
          <LanguageSwitch language={language} texts={texts} onChange={(next) => void switchLanguage(next)} />
        </Stack>
      </Stack>

      {paid && isSafeRedirect(back) ? (
        <Alert
          severity="success"
          sx={{ mb: 3 }}
          action={
            <Button component={RouterLink} to={back} color="inherit" size="small" ref={backLink}>
              {texts.continueBack}
            </Button>
          }
        >
          {texts.paidBack}
        </Alert>
      ) : (
        reason &&
        !paid && (
          <Alert severity="info" sx={{ mb: 3 }}>
            {reason}
          </Alert>
        )
      )}

      {plans.isLoading ? (
        <Box sx={gridSx} role="region" aria-busy="true" aria-label={texts.title}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={380} />
          ))}
        </Box>
      ) : plans.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void plans.refetch()}>
              {texts.retry}
            </Button>
          }
        >
          {listError?.status === 'NETWORK' || listError?.status === 'TIMEOUT' || !listError?.message
            ? texts.listError
            : listError.message}
        </Alert>
      ) : visible.length === 0 ? (
        <Alert severity="info">{texts.empty}</Alert>
      ) : (
        <Box sx={gridSx}>
          {visible.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              offer={planOffer(plan, user.data?.level)}
              current={isCurrentPlan(plan, user.data?.level)}
              texts={texts}
              checking={checkingId === plan.id}
              onBuy={(chosen) => void buy(chosen)}
            />
          ))}
        </Box>
      )}

      <Box sx={{ mt: 4, maxWidth: 520 }}>
        <CreditsBreakdown texts={texts} />
      </Box>
      <PaymentModal flow={flow} title={texts.payment} />
    </Box>
  );
}
