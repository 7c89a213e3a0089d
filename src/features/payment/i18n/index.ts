import { defineCatalog } from '@/i18n';
import en from './en.json';

/** The payment flow's texts: the spec 3 §8 messages, the dialog's waiting states, the card error's default. */
export const { useT: usePaymentT, t: paymentT } = defineCatalog(en, () => import('./zh.json'));
