import type { FunctionKey } from '@/api/types';
import type { Language } from '@/hooks/useLanguage';

/** Every label of the plans page in both languages (spec 3 §2.7); plan names and features come from the server. */
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
  contact: string;
  checking: string;
  features: string;
  included: string;
  notIncluded: string;
  listError: string;
  retry: string;
  empty: string;
  language: string;
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
}

export const PLAN_TEXTS: Record<Language, PlanTexts> = {
  en: {
    title: 'Plans',
    subtitle: 'Choose the plan that fits your launches. Credits renew every billing period.',
    cycle: 'Billing cycle',
    yearly: 'Yearly Plan',
    monthly: 'Monthly Plan',
    yearlyBadge: '20% OFF',
    free: 'Free',
    advisor: 'Exclusive Advisor',
    perMonth: '/month',
    billedYearly: (total) => `${total} billed yearly`,
    was: (price) => `was ${price}`,
    currentPlan: 'Current plan',
    lowerPlan: 'Your current plan is higher than this one.',
    subscribe: 'Subscribe',
    startFree: 'Start free',
    contact: 'Contact us',
    checking: 'Checking…',
    features: 'Features',
    included: 'Included',
    notIncluded: 'Not included',
    listError: 'Failed to fetch VIP list.',
    retry: 'Retry',
    empty: 'No plans are available right now.',
    language: 'Language',
    credits: 'Your credits',
    creditsLeft: 'Credits left',
    creditsTotal: 'Granted this period',
    costs: 'Cost per generation',
    perGeneration: (points) => `${points} credits`,
    functionNames: {
      imageGeneration: 'Inspiration image',
      imageChat: 'Vary and upscale',
      descImageGeneration: 'Product image',
      videoShowGeneration: 'Product video',
    },
    notEligible: 'This plan cannot be bought.',
    payment: 'Payment',
    paidBack: 'Your credits are ready. What you were making is waiting where you left it.',
    continueBack: 'Continue where you left off',
  },
  zh: {
    title: '会员套餐',
    subtitle: '选择适合您的套餐。积分每个计费周期更新。',
    cycle: '计费周期',
    yearly: '年度套餐',
    monthly: '月度套餐',
    yearlyBadge: '立减 20%',
    free: '免费',
    advisor: '专属顾问',
    perMonth: '/月',
    billedYearly: (total) => `按年计费 ${total}`,
    was: (price) => `原价 ${price}`,
    currentPlan: '当前套餐',
    lowerPlan: '您当前的套餐高于此套餐。',
    subscribe: '订阅',
    startFree: '免费开始',
    contact: '联系我们',
    checking: '检查中…',
    features: '功能',
    included: '包含',
    notIncluded: '不包含',
    listError: '获取会员列表失败。',
    retry: '重试',
    empty: '暂无可用套餐。',
    language: '语言',
    credits: '我的积分',
    creditsLeft: '剩余积分',
    creditsTotal: '本期发放',
    costs: '每次生成消耗',
    perGeneration: (points) => `${points} 积分`,
    functionNames: {
      imageGeneration: '灵感图片',
      imageChat: '变体与放大',
      descImageGeneration: '商品图片',
      videoShowGeneration: '商品视频',
    },
    notEligible: '无法购买此套餐。',
    payment: '支付',
    paidBack: '积分已到账。您的创作仍在原处等您继续。',
    continueBack: '返回继续创作',
  },
};
