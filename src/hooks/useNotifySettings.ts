import { storedPreference, useStoredPreference } from './useStoredPreference';

/**
 * How the user is told that work finished while they were elsewhere (issue 29 §3), one switch per channel,
 * remembered in this browser. `system` is on only after the user switched it on and the browser granted the
 * permission (asked from that click, never on load). `quiet` keeps the counts (title, icon) and drops what
 * interrupts: the in-app message and the system notification.
 */
export interface NotifySettings {
  /** '(2) Atelier' in the tab's title. */
  title: boolean;
  /** A badge with the count on the tab's icon. */
  favicon: boolean;
  /** The in-app message with 'View' when it finished on another screen of the app. */
  toast: boolean;
  /** A system notification when the tab is not looked at. */
  system: boolean;
  /** Do not disturb: counts only. */
  quiet: boolean;
}

export const NOTIFY_SETTINGS_KEY = 'atelier.notifications';
export const DEFAULT_NOTIFY_SETTINGS: NotifySettings = {
  title: true,
  favicon: true,
  toast: true,
  system: false,
  quiet: false,
};

export const notifySettingsPreference = storedPreference<NotifySettings>(
  NOTIFY_SETTINGS_KEY,
  DEFAULT_NOTIFY_SETTINGS,
  {
    // A stored object missing a channel (an older version) takes that channel's default.
    parse: (raw) => {
      try {
        const stored = JSON.parse(raw) as Partial<Record<keyof NotifySettings, unknown>> | null;
        if (!stored || typeof stored !== 'object') return undefined;
        const settings = { ...DEFAULT_NOTIFY_SETTINGS };
        for (const name of Object.keys(settings) as (keyof NotifySettings)[]) {
          if (typeof stored[name] === 'boolean') settings[name] = stored[name];
        }
        return settings;
      } catch {
        return undefined;
      }
    },
  },
);

export const readNotifySettings = (): NotifySettings => notifySettingsPreference.read();

export function useNotifySettings(): [NotifySettings, (patch: Partial<NotifySettings>) => void] {
  const [settings, setSettings] = useStoredPreference(notifySettingsPreference);
  return [settings, (patch) => setSettings({ ...notifySettingsPreference.read(), ...patch })];
}

/** Whether anything tells the user of a finish while the tab is hidden (then records keep polling there). */
export const tellsWhileHidden = (settings: NotifySettings) =>
  settings.title || settings.favicon || settings.system;
