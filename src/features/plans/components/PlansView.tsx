import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { VipPlan } from '@/api/types';
import { PaymentModal, usePaymentFlow } from '@/features/payment';
import { isSafeRedirect } from '@/utils/safeRedirect';
import { BACK_PARAM, REASON_PARAM } from '../constants';
import { usePlanTexts } from '../dictionary';
import { usePlanPurchase } from '../hooks/usePlanPurchase';
import { isYearlyPlan, type PlanCycle } from '../planMath';
import { CreditsBreakdown } from './CreditsBreakdown';
import { PlanList } from './PlanList';
import { CycleToggle } from './PlanToggles';
import { PageHeader } from '@/components/PageHeader';

export interface PlansViewProps {
  /** Start on this cycle (stories); the page starts on the yearly plans. */
  initialCycle?: PlanCycle;
}

/** A dialog's fade-out (MUI's leaving screen transition, 195 ms) and a margin. */
const DIALOG_EXIT_MS = 400;

/** The /payment page (spec 3 §2.7, §5, §9): plans by cycle, the credits breakdown and the payment modal. */
export function PlansView({ initialCycle = 'yearly' }: PlansViewProps) {
  const texts = usePlanTexts();
  const [cycle, setCycle] = useState<PlanCycle>(initialCycle);
  const [params] = useSearchParams();
  const reason = params.get(REASON_PARAM)?.trim();
  // Sent here by a creation that lacked credits: once paid, the way back to it (an in-app path only).
  const back = params.get(BACK_PARAM);
  const [paid, setPaid] = useState(false);
  const flow = usePaymentFlow({ onPaid: () => setPaid(true) });
  const backLink = useRef<HTMLAnchorElement>(null);
  const backNotice = useRef<HTMLDivElement>(null);
  // Once the modal has closed (and given focus back to the plan), the way back takes focus and comes into view:
  // on a phone the page stays scrolled to the plan, and focus alone would leave it under the sticky header, so it
  // is brought to the middle of the window first.
  const showBack = paid && !flow.isOpen;
  useEffect(() => {
    if (!showBack) return undefined;
    const bringIntoView = () => backNotice.current?.scrollIntoView?.({ block: 'center' });
    bringIntoView();
    backLink.current?.focus({ preventScroll: true });
    // Once more when the dialog has faded out: its scroll lock, lifted then, can undo a scroll made meanwhile.
    const again = setTimeout(bringIntoView, DIALOG_EXIT_MS);
    return () => clearTimeout(again);
  }, [showBack]);
  const { buy, checkingId } = usePlanPurchase(flow, texts.notEligible);
  // The plan being bought, named with its cycle in the payment dialog (not only an amount and an order id).
  const [buying, setBuying] = useState<VipPlan | null>(null);
  const onBuy = useCallback(
    (plan: VipPlan) => {
      setBuying(plan);
      void buy(plan);
    },
    [buy],
  );
  const summary = buying
    ? `${buying.name} · ${isYearlyPlan(buying) ? texts.yearly : texts.monthly}`
    : undefined;

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1280, mx: 'auto', width: '100%' }}>
      {/* The language is the app's one setting (spec 3 §2.7), switched in the user menu: no second switch. */}
      <PageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        actions={<CycleToggle cycle={cycle} texts={texts} onChange={setCycle} />}
      />

      {paid && isSafeRedirect(back) ? (
        <Alert
          ref={backNotice}
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

      <PlanList cycle={cycle} texts={texts} checkingId={checkingId} onBuy={onBuy} />

      <Box sx={{ mt: 4 }}>
        <CreditsBreakdown texts={texts} />
      </Box>
      <PaymentModal flow={flow} title={texts.payment} summary={summary} />
    </Box>
  );
}
