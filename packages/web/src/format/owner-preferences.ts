import { getNotificationSettings, isDomainError, type Ports } from '@subtrack/domain';

/** How the owner wants numbers, dates and times shown. */
export interface OwnerPreferences {
  locale: string;
  timeZone: string;
}

/**
 * The account's locale and time zone from its notification settings (D5), defaulting to
 * `en` and `UTC` when none are saved.
 */
export function ownerPreferences(ports: Ports, accountId: string): OwnerPreferences {
  try {
    const settings = getNotificationSettings(ports, accountId);
    return { locale: settings.locale ?? 'en', timeZone: settings.timeZone ?? 'UTC' };
  } catch (error) {
    if (isDomainError(error)) return { locale: 'en', timeZone: 'UTC' };
    throw error;
  }
}
