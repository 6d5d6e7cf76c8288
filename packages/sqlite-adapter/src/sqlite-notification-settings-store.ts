import type {
  DaysBefore,
  NotificationSettings,
  NotificationSettingsStore,
  SynchronousPort,
} from '@subtrack/domain';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

interface SettingsRow {
  account_id: string;
  enabled: number;
  days_before: number;
  time_zone: string | null;
  locale: string | null;
  push_configured: number;
  updated_at: string;
  version: number;
}

// D35: pushConfigured is whether an enabled channel exists; no channel secret is read here.
const GET = `SELECT account_id, enabled, days_before, time_zone, locale, updated_at, version,
  EXISTS (SELECT 1 FROM notification_channels AS c
    WHERE c.account_id = s.account_id AND c.enabled = 1) AS push_configured
FROM notification_settings AS s WHERE account_id = ?`;

// Creates the row or replaces its API-visible fields.
const SAVE = `INSERT INTO notification_settings
  (account_id, enabled, days_before, time_zone, locale, updated_at, version)
VALUES (?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (account_id) DO UPDATE SET
  enabled = excluded.enabled, days_before = excluded.days_before,
  time_zone = excluded.time_zone, locale = excluded.locale, updated_at = excluded.updated_at,
  version = excluded.version`;

/** An account's reminder settings as the API may see them (never a channel secret). */
export class SqliteNotificationSettingsStore implements SynchronousPort<NotificationSettingsStore> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  get(accountId: string): NotificationSettings | null {
    const row = this.statements.get<SettingsRow>(GET).get(accountId);
    if (row === undefined) return null;
    return {
      accountId: row.account_id,
      enabled: row.enabled === 1,
      daysBefore: row.days_before as DaysBefore,
      timeZone: row.time_zone,
      locale: row.locale,
      pushConfigured: row.push_configured === 1,
      updatedAt: row.updated_at,
      version: row.version,
    };
  }

  save(settings: NotificationSettings): void {
    this.statements
      .get(SAVE)
      .run(
        settings.accountId,
        settings.enabled ? 1 : 0,
        settings.daysBefore,
        settings.timeZone,
        settings.locale,
        settings.updatedAt,
        settings.version,
      );
  }
}
