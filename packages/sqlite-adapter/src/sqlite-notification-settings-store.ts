import type {
  DaysBefore,
  NotificationSettings,
  NotificationSettingsStore,
  PushEndpoint,
  PushEndpointStore,
} from '@subtrack/domain';
import { DomainError } from '@subtrack/domain';
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

// D16: the secrets never leave this statement; only whether both are set.
const GET = `SELECT account_id, enabled, days_before, time_zone, locale, updated_at, version,
  (push_url IS NOT NULL AND device_key IS NOT NULL) AS push_configured
FROM notification_settings WHERE account_id = ?`;

// Replaces the API-visible fields and keeps the push endpoint of an existing row.
const SAVE = `INSERT INTO notification_settings
  (account_id, enabled, days_before, time_zone, locale, updated_at, version)
VALUES (?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (account_id) DO UPDATE SET
  enabled = excluded.enabled, days_before = excluded.days_before,
  time_zone = excluded.time_zone, locale = excluded.locale, updated_at = excluded.updated_at,
  version = excluded.version`;

/** An account's reminder settings as the API may see them (never the push secrets). */
export class SqliteNotificationSettingsStore implements NotificationSettingsStore {
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

interface EndpointRow {
  push_url: string | null;
  device_key: string | null;
}

/** D16: the push URL and device key, for the CLI and the reminder worker only. */
export class SqlitePushEndpointStore implements PushEndpointStore {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  get(accountId: string): PushEndpoint | null {
    const row = this.statements
      .get<EndpointRow>(
        'SELECT push_url, device_key FROM notification_settings WHERE account_id = ?',
      )
      .get(accountId);
    if (!row || row.push_url === null || row.device_key === null) return null;
    return { pushUrl: row.push_url, deviceKey: row.device_key };
  }

  set(accountId: string, endpoint: PushEndpoint | null): void {
    const changed = this.statements
      .get('UPDATE notification_settings SET push_url = ?, device_key = ? WHERE account_id = ?')
      .run(endpoint?.pushUrl ?? null, endpoint?.deviceKey ?? null, accountId).changes;
    if (changed === 0) {
      throw new DomainError(
        'notification_settings_not_found',
        'Notification settings must exist before a push endpoint is set.',
      );
    }
  }
}
