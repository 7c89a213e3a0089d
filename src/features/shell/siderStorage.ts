import { storedPreference } from '@/hooks/useStoredPreference';
import { SIDER_COLLAPSED_STORAGE_KEY } from './constants';

// Storage can be unavailable (private mode, quota); the sider then remembers for this page load only.
const collapsedPreference = storedPreference<boolean>(SIDER_COLLAPSED_STORAGE_KEY, false, {
  parse: (raw) => raw === 'true',
  serialize: String,
});

export const readStoredCollapsed = (): boolean => collapsedPreference.read();
export const storeCollapsed = (collapsed: boolean): void => collapsedPreference.write(collapsed);
