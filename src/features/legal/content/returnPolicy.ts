import { POLICY_UPDATED } from '../constants';
import type { PolicyDocument } from '../types';

/** Return Policy (spec 3 §4.8 "Return policy", updated 29 October 2025). */
export const returnPolicy: PolicyDocument = {
  id: 'return',
  updated: POLICY_UPDATED,
  intro: ['This policy explains refunds and cancellations for Atelier AI credits and subscriptions.'],
  sections: [
    {
      id: 'credits',
      heading: 'Credits are not refundable',
      blocks: [
        'Credits that have been allocated to a task or consumed are not refundable, because every generation uses paid compute the moment it runs.',
      ],
    },
    {
      id: 'cancellation',
      heading: 'Cancelling a subscription',
      blocks: [
        {
          list: [
            'You may cancel your subscription at any time in your account settings or by contacting support at {email}.',
            'Cancellation takes effect at the end of the current billing period.',
            'Your access continues until then.',
            'There is no refund for unused time or unused credits.',
          ],
        },
      ],
    },
    {
      id: 'products',
      heading: 'Physical products',
      blocks: [
        'For products made through the production service, the satisfaction guarantee described on the Contact Us page applies: tell us within 14 days of delivery and we will arrange a revision or a refund.',
      ],
    },
    {
      id: 'contact',
      heading: 'Questions',
      blocks: ['Write to {email} with your account e-mail and order number.'],
    },
  ],
};
