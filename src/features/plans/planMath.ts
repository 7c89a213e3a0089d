import type { VipPlan } from '@/api/types';
import { formatMoney } from '@/utils/money';
import { ENLARGED_LEVELS, MONTHS_PER_YEAR } from './constants';

export type PlanCycle = 'yearly' | 'monthly';

/** Spec 3 §3, §9: billingCycle 3 = yearly; anything else is monthly. */
export const isYearlyPlan = (plan: Pick<VipPlan, 'billingCycle'>) => plan.billingCycle === 3;

/** What a plan costs: its discounted price when it has one, else its price. */
export const chargedPrice = (plan: Pick<VipPlan, 'price' | 'discountPrice'>) =>
  plan.discountPrice != null && plan.discountPrice > 0 && plan.discountPrice < plan.price
    ? plan.discountPrice
    : plan.price;

/**
 * The cards of one cycle, by level. Spec 3 §5: the yearly view adds the free monthly plan when no free
 * yearly plan exists.
 */
export function plansForCycle(plans: readonly VipPlan[], cycle: PlanCycle): VipPlan[] {
  const own = plans.filter((plan) => isYearlyPlan(plan) === (cycle === 'yearly'));
  const extra =
    cycle === 'yearly' && !own.some((plan) => plan.price === 0)
      ? plans.filter((plan) => !isYearlyPlan(plan) && plan.price === 0)
      : [];
  return [...extra, ...own].sort((a, b) => a.level - b.level);
}

export type PriceView =
  | { kind: 'free' }
  | { kind: 'advisor' }
  | { kind: 'paid'; amount: string; perMonth: boolean; total?: string; original?: string };

/**
 * Spec 3 §9: 0 reads Free, negative Exclusive Advisor; a yearly plan shows total / 12 per month. `locale` is the
 * screens' (`US$` in 中文).
 */
export function priceView(plan: VipPlan, locale?: string): PriceView {
  if (plan.price === 0) return { kind: 'free' };
  if (plan.price < 0) return { kind: 'advisor' };
  const charged = chargedPrice(plan);
  const discounted = charged < plan.price;
  if (isYearlyPlan(plan)) {
    return {
      kind: 'paid',
      amount: formatMoney(charged / MONTHS_PER_YEAR, plan.currency, locale),
      perMonth: true,
      total: formatMoney(charged, plan.currency, locale),
      original: discounted ? formatMoney(plan.price / MONTHS_PER_YEAR, plan.currency, locale) : undefined,
    };
  }
  return {
    kind: 'paid',
    amount: formatMoney(charged, plan.currency, locale),
    perMonth: true,
    original: discounted ? formatMoney(plan.price, plan.currency, locale) : undefined,
  };
}

/** How many lines `plan`'s price takes on its card: the amount (or a word), then what it was and the yearly total. */
export function priceLines(plan: VipPlan): number {
  const view = priceView(plan);
  return view.kind === 'paid' ? 1 + Number(Boolean(view.original)) + Number(Boolean(view.total)) : 1;
}

/**
 * What the card offers (spec 3 §5). One state per card: for a signed-in user the level decides first — the
 * current paid plan is only "Current plan", lower ones cannot be bought; the current free plan still goes to
 * create (spec 3 §2.7: free plans go to /tools/inspiration) — then the price: free plans go to the inspiration
 * tool, negative prices to an advisor, the rest are bought.
 */
export type PlanOffer = 'free' | 'advisor' | 'current' | 'currentFree' | 'lower' | 'buy';

export function planOffer(plan: VipPlan, userLevel: number | undefined): PlanOffer {
  if (userLevel !== undefined) {
    if (plan.level === userLevel) return plan.price === 0 ? 'currentFree' : 'current';
    if (plan.level < userLevel) return 'lower';
  }
  if (plan.price === 0) return 'free';
  if (plan.price < 0) return 'advisor';
  return 'buy';
}

/** The card marked as the user's plan (free plans too); the same test as the 'current' offer. */
export const isCurrentPlan = (plan: VipPlan, userLevel: number | undefined) => {
  const offer = planOffer(plan, userLevel);
  return offer === 'current' || offer === 'currentFree';
};

/**
 * The one plan the page recommends: the highest of the enlarged levels (spec 3 §9) among the cards shown, so a
 * visitor sees one clear choice rather than several equally highlighted cards. None when no enlarged plan is shown.
 */
export function recommendedPlanId(plans: readonly Pick<VipPlan, 'id' | 'level'>[]): number | null {
  let best: Pick<VipPlan, 'id' | 'level'> | null = null;
  for (const plan of plans) {
    if (ENLARGED_LEVELS.includes(plan.level) && (!best || plan.level > best.level)) best = plan;
  }
  return best?.id ?? null;
}
