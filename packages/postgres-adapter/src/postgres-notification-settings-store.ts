import type { NotificationSettings, NotificationSettingsStore } from '@subtrack/domain';
import {
  notificationSettingsValues,
  queriesIn,
  SETTINGS_SQL,
  type SettingsRow,
  toNotificationSettings,
} from '@subtrack/sql-rows';
import { affectedRows, type Session } from './session.js';
import { WriteConflictError } from './storage-errors.js';

const SETTINGS = queriesIn('postgres', SETTINGS_SQL);
// D51: read by a run of a transaction whose earlier run lost a race on these settings, so
// it waits for the writer ahead of it instead of losing again (see `RetryHints`).
const GET_FOR_UPDATE = `${SETTINGS.get} FOR NO KEY UPDATE OF s`;
// Creates the row or replaces its API-visible fields.
const SAVE = `${SETTINGS.insert} ${SETTINGS.replace}`;
// D32, D44: inside a transaction that read the settings, the write holds only if nobody
// wrote them since: still at the version read, or still missing.
const SAVE_IF_AT = `${SAVE} WHERE notification_settings.version = $8`;
const SAVE_IF_NONE = `${SETTINGS.insert} ON CONFLICT (account_id) DO NOTHING`;

/** The name of an account's settings row among a transaction's `RetryHints`. */
const settingsRow = (accountId: string) => `notification_settings:${accountId}`;

/** An account's reminder settings as the API may see them (never a channel secret). */
export class PostgresNotificationSettingsStore implements NotificationSettingsStore {
  constructor(private readonly db: Session) {}

  async get(accountId: string): Promise<NotificationSettings | null> {
    const reads = this.db.reads;
    const locks = reads?.lockOnRead.has(settingsRow(accountId)) === true;
    const row = (
      await this.db.query<SettingsRow>(locks ? GET_FOR_UPDATE : SETTINGS.get, [accountId])
    ).rows[0];
    reads?.readSettings(accountId, row?.version ?? null);
    return row === undefined ? null : toNotificationSettings(row);
  }

  async save(settings: NotificationSettings): Promise<void> {
    const values = notificationSettingsValues('postgres', settings);
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
