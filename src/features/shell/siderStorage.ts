import { SIDER_COLLAPSED_STORAGE_KEY } from './constants';

// Storage can be unavailable (private mode, quota); the sider then simply forgets.
export function readStoredCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDER_COLLAPSED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function storeCollapsed(collapsed: boolean): void {
  try {
    window.localStorage.setItem(SIDER_COLLAPSED_STORAGE_KEY, String(collapsed));
  } catch {
    // Nothing to do: the preference just is not remembered.
  }
}
