/** @jest-environment node */
import type { VipPlan } from '@/api/types';
import {
  chargedPrice,
  isCurrentPlan,
  planOffer,
  plansForCycle,
  priceLines,
  priceView,
  recommendedPlanId,
} from '../planMath';

const plan = (overrides: Partial<VipPlan>): VipPlan => ({
  id: 1,
  level: 2,
  name: 'Starter',
  price: 19,
  currency: 'USD',
  billingCycle: 1,
  content: [],
  ...overrides,
});

const freeMonthly = plan({ id: 1, level: 1, name: 'Free', price: 0 });
const starterMonthly = plan({ id: 2, level: 2, price: 19 });
const starterYearly = plan({ id: 5, level: 2, price: 240, discountPrice: 192, billingCycle: 3 });
const advisorYearly = plan({ id: 7, level: 4, price: -1, billingCycle: 3 });

describe('plansForCycle', () => {
  it('shows only the cycle’s plans, by level', () => {
    expect(plansForCycle([starterYearly, starterMonthly, freeMonthly], 'monthly').map((p) => p.id)).toEqual([
      1, 2,
    ]);
  });

  it('adds the free monthly plan to the yearly view when no free yearly plan exists', () => {
    expect(
      plansForCycle([starterMonthly, freeMonthly, starterYearly, advisorYearly], 'yearly').map((p) => p.id),
    ).toEqual([1, 5, 7]);
    const freeYearly = plan({ id: 9, level: 1, price: 0, billingCycle: 3 });
    expect(plansForCycle([freeMonthly, freeYearly, starterYearly], 'yearly').map((p) => p.id)).toEqual([
      9, 5,
    ]);
  });
});

describe('priceView', () => {
  it('reads 0 as Free and a negative price as Exclusive Advisor', () => {
    expect(priceView(freeMonthly)).toEqual({ kind: 'free' });
    expect(priceView(advisorYearly)).toEqual({ kind: 'advisor' });
  });

  it('shows a yearly plan per month as total / 12, with the total and the undiscounted price', () => {
    expect(priceView(starterYearly)).toEqual({
      kind: 'paid',
      amount: '$16.00',
      perMonth: true,
      total: '$192.00',
      original: '$20.00',
    });
    expect(priceView(plan({ price: 182.4, billingCycle: 3 }))).toMatchObject({
      amount: '$15.20',
      total: '$182.40',
    });
  });

  it('shows a monthly plan as it is, in ¥ for CNY', () => {
    expect(priceView(starterMonthly)).toEqual({
      kind: 'paid',
      amount: '$19.00',
      perMonth: true,
      original: undefined,
    });
    expect(priceView(plan({ price: 99, currency: 'CNY' }))).toMatchObject({ amount: '¥99.00' });
  });

  it('charges the discounted price only when it is lower', () => {
    expect(chargedPrice(starterYearly)).toBe(192);
    expect(chargedPrice(plan({ price: 19, discountPrice: 19 }))).toBe(19);
    expect(chargedPrice(plan({ price: 19, discountPrice: null }))).toBe(19);
  });
});

describe('planOffer', () => {
  it('offers higher plans, marks the current one and refuses lower ones', () => {
    expect(planOffer(starterMonthly, 1)).toBe('buy');
    expect(planOffer(starterMonthly, 2)).toBe('current');
    expect(planOffer(starterMonthly, 3)).toBe('lower');
    expect(planOffer(advisorYearly, 1)).toBe('advisor');
    expect(planOffer(freeMonthly, undefined)).toBe('free');
  });

  it('gives every card exactly one state: the current free plan still goes to create (spec 3 §2.7)', () => {
    expect(planOffer(freeMonthly, 1)).toBe('currentFree');
    expect(isCurrentPlan(freeMonthly, 1)).toBe(true);
    expect(planOffer(freeMonthly, 2)).toBe('lower');
    expect(isCurrentPlan(freeMonthly, 2)).toBe(false);
    for (const level of [undefined, 0, 1, 2, 3, 4]) {
      for (const p of [freeMonthly, starterMonthly, starterYearly, advisorYearly]) {
        expect(isCurrentPlan(p, level)).toBe(['current', 'currentFree'].includes(planOffer(p, level)));
      }
    }
  });
});

describe('recommendedPlanId', () => {
  it('is the highest enlarged level shown, and none without an enlarged plan', () => {
    const proYearly = plan({ id: 6, level: 3, billingCycle: 3 });
    expect(recommendedPlanId([freeMonthly, starterYearly, proYearly, advisorYearly])).toBe(6);
    expect(recommendedPlanId([freeMonthly, starterYearly, advisorYearly])).toBe(5);
    expect(recommendedPlanId([freeMonthly, advisorYearly])).toBeNull();
  });
});

describe('priceLines (the room every card of a row keeps for its price)', () => {
  it('counts the amount, what it was and the yearly total', () => {
    expect(priceLines(starterYearly)).toBe(3);
    expect(priceLines(plan({ id: 6, price: 240, billingCycle: 3 }))).toBe(2);
    expect(priceLines(starterMonthly)).toBe(1);
    expect(priceLines(plan({ id: 8, price: 19, discountPrice: 15 }))).toBe(2);
  });

  it('gives a word (free, the advisor) one line', () => {
    expect(priceLines(freeMonthly)).toBe(1);
    expect(priceLines(advisorYearly)).toBe(1);
  });
});
