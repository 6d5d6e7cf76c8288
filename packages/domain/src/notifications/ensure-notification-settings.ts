import type { StoragePorts } from '../ports/storage-ports.js';
import type { NotificationSettings } from './notification-settings.js';

/**
 * The account's settings, created with the defaults (enabled, 3 days before, no time zone
 * or locale) when missing, so a first channel reminds without another step. Call it
 * inside a transaction, with its `tx` ports.
 */
export async function ensureNotificationSettings(
  tx: StoragePorts,
  accountId: string,
  now: string,
): Promise<NotificationSettings> {
  const existing = await tx.notificationSettings.get(accountId);
  if (existing) return existing;
  await tx.notificationSettings.save({
    accountId,
    enabled: true,
    daysBefore: 3,
    timeZone: null,
    locale: null,
    pushConfigured: false,
    updatedAt: now,
    version: 1,
  });
  return (await tx.notificationSettings.get(accountId))!;
}
