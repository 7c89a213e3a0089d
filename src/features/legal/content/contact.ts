import { POLICY_UPDATED } from '../constants';
import type { PolicyDocument } from '../types';

/** Contact Us: the support address and the FAQ, four groups of four (spec 3 §2.11, §4.8 "FAQ claims"). */
export const contactUs: PolicyDocument = {
  id: 'contact',
  updated: POLICY_UPDATED,
  intro: [
    'Questions about your account, a generation, a plan or an order? Write to {email} and we will answer within two business days. The answers below cover what we are asked most.',
  ],
  sections: [
    {
      id: 'support',
      heading: 'Support',
      blocks: [
        'E-mail: {email}. Please include the e-mail address of your account and, for an order, its number.',
        'Copyright notices follow the DMCA Policy; privacy requests are answered in under 30 days.',
      ],
    },
  ],
  faq: [
    {
      id: 'faq-getting-started',
      heading: 'Getting started',
      items: [
        {
          question: 'What is Atelier AI?',
          answer:
            'An AI studio for brand owners, sellers and creators in fashion, jewelry and product marketing: generate product images and short videos, try garments on models, and turn a design into a physical product.',
        },
        {
          question: 'Do I need an account?',
          answer:
            'Anyone can browse Explore and image details. Generating, liking, your personal space and production need a free account.',
        },
        {
          question: 'Which pictures work best?',
          answer:
            'A clear, well-lit photo of one product on a plain background, as a JPG, PNG or WebP up to 5 MB (10 MB per picture for model uploads).',
        },
        {
          question: 'Can I use the generated images commercially?',
          answer:
            'Yes, for your own products and marketing, as long as what you uploaded was yours to use. See the Terms of Service.',
        },
      ],
    },
    {
      id: 'faq-credits',
      heading: 'Credits and plans',
      items: [
        {
          question: 'How do credits work?',
          answer:
            'Each generation shows its cost in credits before you start. Your plan adds credits each billing period; unused credits expire at the end of the period.',
        },
        {
          question: 'Can I get a refund for credits?',
          answer:
            'No. Credits that have been allocated or consumed are not refundable, because generation uses paid compute. See the Return Policy.',
        },
        {
          question: 'How do I cancel my subscription?',
          answer:
            'At any time in your account settings or by writing to {email}. Cancellation takes effect at the end of the billing period and you keep access until then; there is no refund for unused time or credits.',
        },
        {
          question: 'Does my plan renew automatically?',
          answer:
            'Yes. Paid plans renew each billing cycle, monthly or annual, until you cancel. Fee changes are announced in advance.',
        },
      ],
    },
    {
      id: 'faq-production',
      heading: 'Production and pre-sale',
      items: [
        {
          question: 'How long does it take from proposal to launch?',
          answer:
            'Usually 5-7 days from proposal to launch, once the cost assessment and the sample are approved.',
        },
        {
          question: 'What if I am not happy with the product?',
          answer:
            'Our satisfaction guarantee covers you: tell us within 14 days and we will arrange a revision or a refund.',
        },
        {
          question: 'How does the pre-sale work?',
          answer:
            'You set the selling price and the number of buyers needed. A 30% service fee applies; the creator keeps 70% of each sale.',
        },
        {
          question: 'Who makes the products?',
          answer: 'Independent makers we work with; the order page names the maker of each product.',
        },
      ],
    },
    {
      id: 'faq-shipping',
      heading: 'Orders and shipping',
      items: [
        {
          question: 'How long does shipping take?',
          answer: 'Shipping takes 10-14 business days after production is complete.',
        },
        {
          question: 'How do I pay?',
          answer: 'By card, Apple Pay, Google Pay or Link, in US dollars, through our payment provider.',
        },
        {
          question: 'Can I track my order?',
          answer: 'Yes. The order page shows its status, from payment to delivery.',
        },
        {
          question: 'How do I report a problem with my order?',
          answer: 'Write to {email} with your order number and, if something arrived damaged, a photo.',
        },
      ],
    },
  ],
};
