import { defineCatalog } from '@/i18n';
import en from './en.json';

/** The notification settings' texts: in the dialog's own chunk (the user menu fetches it), not the first page's. */
export const { useT: useNotifySettingsT, t: notifySettingsT } = defineCatalog(en, () => import('./zh.json'));
