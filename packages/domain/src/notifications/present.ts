import type { NotificationSettings } from './notification-settings.js';

/** The API form of notification settings (spec table): never an account id or a push secret. */
export interface NotificationSettingsResource {
  enabled: boolean;
  daysBefore: number;
  timeZone: string | null;
  locale: string | null;
  pushConfigured: boolean;
  updatedAt: string;
}

/**
 * Turns stored settings into the API's `data` object. Fields are picked one by one, so a
 * field added to the stored type never leaks into responses by accident.
 *
 * @example
 * toNotificationSettingsResource(settings);
 * // { enabled: true, daysBefore: 3, timeZone: 'Europe/Berlin', locale: 'de-DE', pushConfigured: false, updatedAt: '...' }
 */
export function toNotificationSettingsResource(
  s: NotificationSettings,
): NotificationSettingsResource {
  return {
    enabled: s.enabled,
    daysBefore: s.daysBefore,
    timeZone: s.timeZone,
    locale: s.locale,
    pushConfigured: s.pushConfigured,
    updatedAt: s.updatedAt,
  };
}
