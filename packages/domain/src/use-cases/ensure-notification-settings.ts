import type { NotificationSettings } from '../notifications/notification-settings.js';
import type { Ports } from '../ports/ports.js';

/**
 * The account's settings, created with the defaults (enabled, 3 days before, no time zone
 * or locale) when missing, so a first channel reminds without another step.
 */
export function ensureNotificationSettings(
  ports: Ports,
  accountId: string,
  now: string,
): NotificationSettings {
  const existing = ports.notificationSettings.get(accountId);
  if (existing) return existing;
  ports.notificationSettings.save({
    accountId,
    enabled: true,
    daysBefore: 3,
    timeZone: null,
    locale: null,
    pushConfigured: false,
    updatedAt: now,
  });
  return ports.notificationSettings.get(accountId)!;
}
