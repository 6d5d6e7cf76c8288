import type { DaysBefore, NotificationSettings } from '@subtrack/domain';
import { type Dialect, flag, fromFlag, placeholders } from './dialect.js';

/** A row of `notification_settings` with whether an enabled channel exists. */
export interface SettingsRow {
  account_id: string;
  enabled: number | boolean;
  days_before: number;
  time_zone: string | null;
  locale: string | null;
  push_configured: number | boolean;
  updated_at: string;
  version: number;
}

export const toNotificationSettings = (row: SettingsRow): NotificationSettings => ({
  accountId: row.account_id,
  enabled: fromFlag(row.enabled),
  daysBefore: row.days_before as DaysBefore,
  timeZone: row.time_zone,
  locale: row.locale,
  pushConfigured: fromFlag(row.push_configured),
  updatedAt: row.updated_at,
  version: row.version,
});

/** The values of `SETTINGS_SQL.insert`. */
export const notificationSettingsValues = (
  dialect: Dialect,
  settings: NotificationSettings,
): unknown[] => [
  settings.accountId,
  flag(dialect, settings.enabled),
  settings.daysBefore,
  settings.timeZone,
  settings.locale,
  settings.updatedAt,
  settings.version,
];

/**
 * The settings store's statements. `get` tells whether an enabled channel exists and
 * reads no channel secret. An insert followed by `replace` creates the row or replaces its
 * API-visible fields; PostgreSQL adds the version condition of a write inside a transaction.
 */
export const SETTINGS_SQL = {
  get: `SELECT account_id, enabled, days_before, time_zone, locale, updated_at, version,
  EXISTS (SELECT 1 FROM notification_channels AS c
    WHERE c.account_id = s.account_id AND c.enabled = TRUE) AS push_configured
FROM notification_settings AS s WHERE account_id = ?`,
  insert: `INSERT INTO notification_settings
  (account_id, enabled, days_before, time_zone, locale, updated_at, version)
VALUES (${placeholders(7)})`,
  replace: `ON CONFLICT (account_id) DO UPDATE SET
  enabled = excluded.enabled, days_before = excluded.days_before,
  time_zone = excluded.time_zone, locale = excluded.locale, updated_at = excluded.updated_at,
  version = excluded.version`,
} as const;
