export const DAYS_BEFORE_VALUES = [1, 3, 7, 14] as const;
export type DaysBefore = (typeof DAYS_BEFORE_VALUES)[number];

/** The two fields the API may write, alphabetical, as `writableFields` lists them. */
export const WRITABLE_NOTIFICATION_SETTINGS_FIELDS = ['daysBefore', 'enabled'] as const;

/**
 * An account's reminder settings as the API shows them. Channel secrets are deliberately
 * not part of this type: no API-facing port ever returns them.
 */
export interface NotificationSettings {
  accountId: string;
  enabled: boolean;
  daysBefore: DaysBefore;
  timeZone: string | null;
  locale: string | null;
  /** True when at least one of the account's channels is enabled. */
  pushConfigured: boolean;
  updatedAt: string;
  /** 1 when created, plus one with every save (the ETag's source; not shown in the API). */
  version: number;
}
