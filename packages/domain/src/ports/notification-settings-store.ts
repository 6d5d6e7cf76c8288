import type { NotificationSettings, PushEndpoint } from '../notifications/notification-settings.js';

/** An account's reminder settings as the API may see them: never the push secrets. */
export interface NotificationSettingsStore {
  get(accountId: string): NotificationSettings | null;
  /**
   * Creates or replaces enabled, daysBefore, timeZone, locale and updatedAt. `pushConfigured`
   * is ignored: it is derived from the push endpoint.
   */
  save(settings: NotificationSettings): void;
}

/** D16 secrets. Used by the CLI (`notifications set`) and the reminder worker only. */
export interface PushEndpointStore {
  get(accountId: string): PushEndpoint | null;
  /** `null` removes the endpoint. Settings must exist first. */
  set(accountId: string, endpoint: PushEndpoint | null): void;
}
