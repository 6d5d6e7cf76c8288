import type {
  NotificationSettings,
  NotificationSettingsStore,
  SynchronousPort,
} from '@subtrack/domain';
import {
  notificationSettingsValues,
  SETTINGS_SQL,
  type SettingsRow,
  toNotificationSettings,
} from '@subtrack/sql-rows';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

// Creates the row or replaces its API-visible fields.
const SAVE = `${SETTINGS_SQL.insert}\n${SETTINGS_SQL.replace}`;

/** An account's reminder settings as the API may see them (never a channel secret). */
export class SqliteNotificationSettingsStore implements SynchronousPort<NotificationSettingsStore> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  get(accountId: string): NotificationSettings | null {
    const row = this.statements.get<SettingsRow>(SETTINGS_SQL.get).get(accountId);
    return row === undefined ? null : toNotificationSettings(row);
  }

  save(settings: NotificationSettings): void {
    this.statements.get(SAVE).run(...notificationSettingsValues('sqlite', settings));
  }
}
