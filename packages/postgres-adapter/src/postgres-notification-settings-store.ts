import type { DaysBefore, NotificationSettings, NotificationSettingsStore } from '@subtrack/domain';
import { affectedRows, type Session } from './session.js';
import { WriteConflictError } from './storage-errors.js';

interface SettingsRow {
  account_id: string;
  enabled: boolean;
  days_before: number;
  time_zone: string | null;
  locale: string | null;
  push_configured: boolean;
  updated_at: string;
  version: number;
}

// D35: pushConfigured is whether an enabled channel exists; no channel secret is read here.
const GET = `SELECT account_id, enabled, days_before, time_zone, locale, updated_at, version,
  EXISTS (SELECT 1 FROM notification_channels AS c
    WHERE c.account_id = s.account_id AND c.enabled) AS push_configured
FROM notification_settings AS s WHERE account_id = $1`;
// D51: read by a run of a transaction whose earlier run lost a race on these settings, so
// it waits for the writer ahead of it instead of losing again (see `RetryHints`).
const GET_FOR_UPDATE = `${GET} FOR NO KEY UPDATE OF s`;

const INSERT = `INSERT INTO notification_settings
  (account_id, enabled, days_before, time_zone, locale, updated_at, version)
VALUES ($1, $2, $3, $4, $5, $6, $7)`;

const REPLACE = `ON CONFLICT (account_id) DO UPDATE SET
  enabled = excluded.enabled, days_before = excluded.days_before,
  time_zone = excluded.time_zone, locale = excluded.locale, updated_at = excluded.updated_at,
  version = excluded.version`;

// Creates the row or replaces its API-visible fields.
const SAVE = `${INSERT} ${REPLACE}`;
// D32, D44: inside a transaction that read the settings, the write holds only if nobody
// wrote them since: still at the version read, or still missing.
const SAVE_IF_AT = `${INSERT} ${REPLACE} WHERE notification_settings.version = $8`;
const SAVE_IF_NONE = `${INSERT} ON CONFLICT (account_id) DO NOTHING`;

/** The name of an account's settings row among a transaction's `RetryHints`. */
const settingsRow = (accountId: string) => `notification_settings:${accountId}`;

/** An account's reminder settings as the API may see them (never a channel secret). */
export class PostgresNotificationSettingsStore implements NotificationSettingsStore {
  constructor(private readonly db: Session) {}

  async get(accountId: string): Promise<NotificationSettings | null> {
    const reads = this.db.reads;
    const locks = reads?.lockOnRead.has(settingsRow(accountId)) === true;
    const row = (await this.db.query<SettingsRow>(locks ? GET_FOR_UPDATE : GET, [accountId]))
      .rows[0];
    reads?.readSettings(accountId, row?.version ?? null);
    if (row === undefined) return null;
    return {
      accountId: row.account_id,
      enabled: row.enabled,
      daysBefore: row.days_before as DaysBefore,
      timeZone: row.time_zone,
      locale: row.locale,
      pushConfigured: row.push_configured,
      updatedAt: row.updated_at,
      version: row.version,
    };
  }

  async save(settings: NotificationSettings): Promise<void> {
    const values = [
      settings.accountId,
      settings.enabled,
      settings.daysBefore,
      settings.timeZone,
      settings.locale,
      settings.updatedAt,
      settings.version,
    ];
    const reads = this.db.reads;
    const read = reads?.settingsVersion(settings.accountId);
    if (reads === null || read === undefined) {
      await this.db.query(SAVE, values);
      return;
    }
    const result =
      read === null
        ? await this.db.query(SAVE_IF_NONE, values)
        : await this.db.query(SAVE_IF_AT, [...values, read]);
    if (affectedRows(result) === 0) {
      reads.lockOnRead.add(settingsRow(settings.accountId));
      throw new WriteConflictError('the notification settings');
    }
    reads.wroteSettings(settings.accountId, settings.version);
  }
}
