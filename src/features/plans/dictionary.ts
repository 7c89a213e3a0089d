import { useMemo } from 'react';
import type { FunctionKey } from '@/api/types';
import { defineCatalog } from '@/i18n';
import en from './i18n/en.json';

/**
 * Every label of the plans page (spec 3 §2.7), in the language in use; plan names and features come from the server.
 * The texts live in `i18n/en.json` and `zh.json` (the Chinese one a lazy chunk).
 */
export interface PlanTexts {
  title: string;
  subtitle: string;
  cycle: string;
  yearly: string;
  monthly: string;
  yearlyBadge: string;
  free: string;
  advisor: string;
  perMonth: string;
  billedYearly: (total: string) => string;
  was: (price: string) => string;
  currentPlan: string;
  lowerPlan: string;
  subscribe: string;
  startFree: string;
  startCreating: string;
  contact: string;
  checking: string;
  features: string;
  included: string;
  notIncluded: string;
  listError: string;
  retry: string;
  empty: string;
  credits: string;
  creditsLeft: string;
  creditsTotal: string;
  costs: string;
  perGeneration: (points: number) => string;
  functionNames: Record<FunctionKey, string>;
  notEligible: string;
  payment: string;
  /** After a purchase made from a not-enough-credits path: the credits are in, and the way back. */
  paidBack: string;
  continueBack: string;
  /** The badge of the plan the page recommends. */
  recommended: string;
  /** The `Intl` locale numbers and money are formatted in. */
  locale: string;
}

const { useT } = defineCatalog(en, () => import('./i18n/zh.json'));

/** The plans page's texts in the language in use (suspends while the Chinese chunk loads). */
export function usePlanTexts(): PlanTexts {
  const t = useT();
  return useMemo(
    () => ({
      title: t('plans.title'),
      subtitle: t('plans.subtitle'),
      cycle: t('plans.cycle'),
      yearly: t('plans.yearly'),
      monthly: t('plans.monthly'),
      yearlyBadge: t('plans.yearlyBadge'),
      free: t('plans.free'),
      advisor: t('plans.advisor'),
      perMonth: t('plans.perMonth'),
      billedYearly: (total) => t('plans.billedYearly', { total }),
      was: (price) => t('plans.was', { price }),
      currentPlan: t('plans.currentPlan'),
      lowerPlan: t('plans.lowerPlan'),
      subscribe: t('plans.subscribe'),
      startFree: t('plans.startFree'),
      startCreating: t('plans.startCreating'),
      contact: t('plans.contact'),
      checking: t('plans.checking'),
      features: t('plans.features'),
      included: t('plans.included'),
      notIncluded: t('plans.notIncluded'),
      listError: t('plans.listError'),
      retry: t('plans.retry'),
      empty: t('plans.empty'),
      credits: t('plans.credits'),
      creditsLeft: t('plans.creditsLeft'),
      creditsTotal: t('plans.creditsTotal'),
      costs: t('plans.costs'),
      perGeneration: (points) => t('plans.perGeneration', { points }),
      functionNames: {
        imageGeneration: t('plans.function.imageGeneration'),
        imageChat: t('plans.function.imageChat'),
        descImageGeneration: t('plans.function.descImageGeneration'),
        videoShowGeneration: t('plans.function.videoShowGeneration'),
      },
      notEligible: t('plans.notEligible'),
      payment: t('plans.payment'),
      paidBack: t('plans.paidBack'),
      continueBack: t('plans.continueBack'),
      recommended: t('plans.recommended'),
      locale: t.locale,
    }),
    [t],
  );
}
