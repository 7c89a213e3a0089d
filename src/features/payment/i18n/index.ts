import { defineCatalog } from '@/i18n';
import en from './en.json';

/** The payment flow's texts: the spec 3 §8 messages, the dialog's waiting states, the card error's default. */
export const { useT: usePaymentT, t: paymentT } = defineCatalog(en, () => import('./zh.json'));

/** The payment catalog's translate, for helpers that build texts (the card rules). */
export type PaymentT = (key: Parameters<typeof paymentT>[0]) => string;
