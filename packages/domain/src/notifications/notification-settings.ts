export const DAYS_BEFORE_VALUES = [1, 3, 7, 14] as const;
export type DaysBefore = (typeof DAYS_BEFORE_VALUES)[number];

/** D17: the two fields the API may write, alphabetical, as `writableFields` lists them. */
export const WRITABLE_NOTIFICATION_SETTINGS_FIELDS = ['daysBefore', 'enabled'] as const;

/**
 * An account's reminder settings as the API shows them. The push URL and device key are
 * deliberately not part of this type: no API-facing port ever returns them.
 */
export interface NotificationSettings {
  accountId: string;
  enabled: boolean;
  daysBefore: DaysBefore;
  timeZone: string | null;
  locale: string | null;
  /** True when a push URL and device key are configured (D16). */
  pushConfigured: boolean;
  updatedAt: string;
  /** D32: 1 when created, plus one with every save (the ETag's source; not shown in the API). */
  version: number;
}

/** The Bark-compatible push target of D16. Secret: used only by the CLI and the reminder worker. */
export interface PushEndpoint {
  pushUrl: string;
  deviceKey: string;
}
