import type { NotificationSettings } from '../notifications/notification-settings.js';

/** An account's reminder settings as the API may see them: never the push secrets. */
export interface NotificationSettingsStore {
  get(accountId: string): Promise<NotificationSettings | null>;
  /**
   * Creates or replaces enabled, daysBefore, timeZone, locale and updatedAt. `pushConfigured`
   * is ignored: it is derived from the channels (true when one is enabled).
   */
  save(settings: NotificationSettings): Promise<void>;
}
