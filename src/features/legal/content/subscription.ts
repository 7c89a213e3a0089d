import { GOVERNING_LAW, POLICY_UPDATED } from '../constants';
import type { PolicyDocument } from '../types';

/** Subscription Terms (spec 3 §4.8 "Subscription terms"). */
export const subscriptionTerms: PolicyDocument = {
  id: 'subscription',
  updated: POLICY_UPDATED,
  intro: ['These terms apply to every paid Atelier AI plan, in addition to the Terms of Service.'],
  sections: [
    {
      id: 'auto-renewal',
      heading: 'Automatic renewal',
      blocks: [
        'Paid plans renew automatically at the end of each billing cycle, monthly or annual, as chosen at purchase. You authorise recurring charges to your payment method for each new cycle, without any further authorization, until you cancel.',
      ],
    },
    {
      id: 'fees',
      heading: 'Fee changes',
      blocks: [
        'We announce changes to plan fees in advance, before they apply to your next cycle. Continued use of the service after a change takes effect means you accept the new fee; cancel before then if you do not.',
      ],
    },
    {
      id: 'billing',
      heading: 'Billing details',
      blocks: ['You must keep your billing details current and complete, so that renewals can be charged.'],
    },
    {
      id: 'refusal',
      heading: 'Refusal, suspension and termination',
      blocks: [
        'We may refuse or cancel an order when we suspect fraud or misuse, and we may suspend or terminate a subscription for violations of these terms or the Terms of Service.',
        'You remain liable for all charges incurred before termination.',
      ],
    },
    {
      id: 'cancellation',
      heading: 'Cancellation',
      blocks: [
        'You may cancel at any time in your account settings or by writing to {email}. Cancellation takes effect at the end of the billing period; see the Return Policy for refunds.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      blocks: [`These subscription terms are governed by the laws of ${GOVERNING_LAW}.`],
    },
  ],
};
