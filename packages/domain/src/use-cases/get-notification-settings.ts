import type { NotificationSettings } from '../notifications/notification-settings.js';
import { notificationSettingsNotFound } from '../notifications/notification-settings-not-found.js';
import type { Ports } from '../ports/ports.js';

/** The account's reminder settings; never the push secrets (`notification_settings_not_found`). */
export async function getNotificationSettings(
  ports: Pick<Ports, 'notificationSettings'>,
  accountId: string,
): Promise<NotificationSettings> {
  const settings = await ports.notificationSettings.get(accountId);
  if (!settings) throw notificationSettingsNotFound();
  return settings;
}
