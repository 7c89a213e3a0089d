import { POLICY_UPDATED } from '../constants';
import type { PolicyDocument } from '../types';

/**
 * Privacy Policy, consistent with the Terms (requests answered in under 30 days). The cookie and storage
 * names are the ones the app really writes; a page-level test checks them against the code's constants.
 */
export const privacyPolicy: PolicyDocument = {
  id: 'privacy',
  updated: POLICY_UPDATED,
  intro: [
    'This policy explains what personal data Atelier AI collects, why, how long we keep it and the choices you have.',
  ],
  sections: [
    {
      id: 'data-we-collect',
      heading: 'Data we collect',
      blocks: [
        {
          list: [
            'Account data: your e-mail address, a hashed password or the identity Google or Apple confirms, and your plan.',
            'Content: pictures you upload, your prompts, and the images, videos and products generated for you.',
            'Usage: your likes, your generation history and credit balance, and the orders you place.',
            'Payments: the plan, amount and order status. Card details go to our payment provider and never reach our servers.',
          ],
        },
      ],
    },
    {
      id: 'use',
      heading: 'How we use it',
      blocks: [
        'To run the service (sign you in, generate and store your work, show your personal space), to bill subscriptions and orders, to prevent fraud and misuse, and to answer you. We do not sell personal data.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        'We use two cookies, both needed to keep you signed in; we set no advertising or tracking cookies.',
        {
          list: [
            'accessToken: the access token sent with each request while you are signed in.',
            'refreshToken: renews the session when the access token expires.',
          ],
        },
        'Both are removed when you sign out.',
      ],
    },
    {
      id: 'local-storage',
      heading: 'Local and session storage',
      blocks: [
        'The app keeps a few settings in your browser. They contain no tokens or passwords, and they never leave your device:',
        {
          list: [
            'siderCollapsed (local storage): whether you collapsed the side menu.',
            'language (local storage): the language you chose for the screens that have two.',
            'atelier.prompts.{account} (local storage): your recent prompts (the last 20) and the prompts you starred, so a prompt field can offer them again; kept for your account on this device only and removed when you sign out.',
            'atelier.recipes.{account} (local storage): the recipes you saved (a name with a prompt, templates, model, ratio and effect), so a generator can apply them again; kept for your account on this device only and removed when you sign out.',
            'atelier.batches.{account} (local storage): your batches (which products a look was applied to, the ids of the generations made, and which of your tabs is sending what waits), so a batch goes on after a reload or in another tab; kept for your account on this device only.',
            'atelier.compareMode (local storage): whether result viewers compare with the original (off, slider or side by side).',
            'tryOnBackground (local storage): the background you last chose for Try-On pictures.',
            'tourSeen:{email} (local storage): that the onboarding tour has started once for this account on this device.',
            'tourDismissed (local storage): that you closed or finished the onboarding tour.',
            'marketingProgressStart:{record_id} (local storage): when a generation started, so its progress bar continues after a reload; removed when the task ends.',
            'selected_image_id (local storage): the image you last opened from your personal space, so the screen it opens knows which one.',
            'inspirationHistoryScroll (session storage): where you were in your generation history, for the current tab only.',
            'atelier.payment.pending.{account} (local storage): the order number of a payment you confirmed whose outcome has not been shown to you yet, so a reload or a closed tab does not lose it; removed as soon as the outcome is told.',
            'atelier.tabs.message (local storage, only in browsers without BroadcastChannel): a momentary notice to your other tabs of this site (you signed out or in, a payment opened or finished); removed at once.',
            'atelier.draft.{form} (session storage): what you typed in a form (Inspiration, the note for the maker and the delivery address of a product), for the current tab only, so a trip to another screen or a reload keeps it; removed when you sign out.',
          ],
        },
        'In the demo (mock) mode only, the simulated backend keeps its data under mock-db:v1 (local storage) and its settings under mock-settings and mock-task-ms (session storage).',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        'Service providers that host, compute and deliver the service, our payment provider, and the maker of a product you order (your delivery details only). We disclose data to authorities only when the law requires it.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        'As long as your account exists, and afterwards only as long as billing, tax or legal obligations require. Images you publish in the public gallery stay visible until you remove them or close your account.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and requests',
      blocks: [
        'You may ask to access, correct, export or delete your personal data, or object to its use. Write to {email}; we answer privacy requests in under 30 days.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        'Data travels over encrypted connections, tokens are kept only in cookies (never in storage or addresses), and access inside our team is limited to those who need it.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes',
      blocks: [
        'We announce important changes to this policy in advance; the date above shows the current version.',
      ],
    },
  ],
};
