import { getNotificationSettings, isDomainError, type Ports } from '@subtrack/domain';

/** How the owner wants numbers, dates and times shown. */
export interface OwnerPreferences {
  /** A BCP 47 tag Intl accepts; `en` when none is saved. */
  locale: string;
  /** An IANA zone; `UTC` when none is saved (D5's "today" uses the same rule). */
  timeZone: string;
}

/**
 * The owner's locale and time zone from their notification settings (D5), or `en` and
 * `UTC` before any are saved. Screens pass these to `formatInstant` and `formatMoney`.
 */
export function ownerPreferences(ports: Ports, accountId: string): OwnerPreferences {
  try {
    const settings = getNotificationSettings(ports, accountId);
    return { locale: settings.locale ?? 'en', timeZone: settings.timeZone ?? 'UTC' };
  } catch (error) {
    if (isDomainError(error) && error.code === 'notification_settings_not_found')
      return { locale: 'en', timeZone: 'UTC' };
    throw error;
  }
}
