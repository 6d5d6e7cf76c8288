import type { Ports } from '@subtrack/domain';

/** How the owner wants numbers, dates and times shown. */
export interface OwnerPreferences {
  locale: string;
  timeZone: string;
}

/**
 * The account's locale and time zone from its notification settings, defaulting to
 * `en` and `UTC` when none are saved. Every page asks, so it reads the store's `null`
 * rather than catching the use case's not-found error (an error's stack trace is dear).
 */
export async function ownerPreferences(ports: Ports, accountId: string): Promise<OwnerPreferences> {
  const settings = await ports.notificationSettings.get(accountId);
  return { locale: settings?.locale ?? 'en', timeZone: settings?.timeZone ?? 'UTC' };
}
