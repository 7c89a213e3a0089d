import { GOVERNING_LAW, POLICY_UPDATED } from '../constants';
import type { PolicyDocument } from '../types';

/** Terms of Service (spec 3 §4.8 "Terms"). */
export const termsOfService: PolicyDocument = {
  id: 'terms',
  updated: POLICY_UPDATED,
  intro: [
    'These Terms of Service govern your use of Atelier AI: the public gallery, the image and video generation tools, virtual try-on, the production and pre-sale services, and the subscription plans. By creating an account or using the service you agree to them. If you do not agree, please do not use the service.',
  ],
  sections: [
    {
      id: 'accounts',
      heading: 'Your account',
      blocks: [
        'You sign in with an e-mail address and password, or with Google or Apple. Keep your credentials private; you are responsible for what happens under your account. You must be old enough to enter a binding contract where you live.',
        'Tell us at {email} straight away if you believe someone else has used your account.',
      ],
    },
    {
      id: 'credits',
      heading: 'Credits and generation',
      blocks: [
        'Generating images and videos spends credits. Each tool shows its cost before you start, and the credits are allocated to a task when you submit it.',
        {
          list: [
            'Credits come with your plan for each billing period. Unused credits expire at the end of each billing period and do not carry over.',
            'A task that fails or is rejected by moderation may still have used paid compute.',
            'Credits have no cash value and cannot be transferred or sold.',
          ],
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'No refunds for allocated or used credits',
      blocks: [
        'Refunds are not offered once credits are allocated or used, because every generation uses paid compute. The Return Policy explains the details.',
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Subscriptions, auto-renewal and cancellation',
      blocks: [
        'Paid plans renew automatically at the end of each billing cycle, monthly or annual, until you cancel. You may cancel at any time in your account settings or by writing to {email}; cancellation takes effect at the end of the current term, and you keep access until then. The Subscription Terms apply to every paid plan.',
      ],
    },
    {
      id: 'content',
      heading: 'Your content and acceptable use',
      blocks: [
        'You keep the rights you hold in the pictures you upload and in your prompts. You give us the licence needed to store, process and show them so the service works, including in the public gallery when you publish there.',
        'Do not upload material you have no right to use, and do not generate unlawful, infringing, deceptive, hateful or sexual content involving minors. We may remove content and suspend or terminate accounts that break these rules. Copyright complaints follow the DMCA Policy.',
      ],
    },
    {
      id: 'production',
      heading: 'Production and pre-sale',
      blocks: [
        'When you ask us to produce a physical product, the cost assessment, the sample and the delivery times are shown before you pay. Makers are independent suppliers; the order page names them.',
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      blocks: [
        'The Privacy Policy explains what we collect and why. Requests about your personal data (access, correction, deletion) are answered in under 30 days; send them to {email}.',
      ],
    },
    {
      id: 'liability',
      heading: 'Disclaimers and liability',
      blocks: [
        'Generated results are produced by machine-learning models and may be inaccurate or unexpected; check them before you rely on them. To the extent the law allows, the service is provided "as is", and our liability for any claim is limited to the amount you paid us in the twelve months before it.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      blocks: [
        `These terms are governed by the laws of ${GOVERNING_LAW}, and the courts of ${GOVERNING_LAW} have jurisdiction over any dispute arising from them.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and contact',
      blocks: [
        'We may update these terms; the date above shows the latest version, and important changes are announced in advance. Questions: {email}.',
      ],
    },
  ],
};
