import type { Clock, IdGenerator, PasswordHasher, Ports, RandomSource } from '@subtrack/domain';
import type { Database } from 'better-sqlite3';
import { SqliteAccountStore } from './sqlite-account-store.js';
import { SqliteApiKeyStore } from './sqlite-api-key-store.js';
import { SqliteAuditLog } from './sqlite-audit-log.js';
import { SqliteChannelStore } from './sqlite-channel-store.js';
import { SqliteNotificationSettingsStore } from './sqlite-notification-settings-store.js';
import {
  SqliteOwnerLoginStore,
  SqliteSignInLinkStore,
  SqliteWebSessionStore,
} from './sqlite-owner-stores.js';
import { SqliteReminderDeliveryLog } from './sqlite-reminder-delivery-log.js';
import { SqliteSubscriptionRepository } from './sqlite-subscription-repository.js';
import { SqliteUnitOfWork } from './sqlite-unit-of-work.js';
import { StatementCache } from './statement-cache.js';
import {
  CryptoRandomSource,
  ScryptPasswordHasher,
  SystemClock,
  UuidV7IdGenerator,
} from './system-services.js';

/** Options of {@link createSqlitePorts}: replace the production clock, ids or randomness in tests. */
export interface SqlitePortsOptions {
  clock?: Clock;
  ids?: IdGenerator;
  random?: RandomSource;
  passwordHasher?: PasswordHasher;
}

/**
 * Every port of the domain on one open database (see `openDatabase`). Statements are
 * prepared once per ports instance and shared by its stores.
 *
 * @example
 * const ports = createSqlitePorts(openDatabase('./data/subtrack.sqlite'));
 * const sub = getSubscription(ports, accountId, id);
 */
export function createSqlitePorts(db: Database, options: SqlitePortsOptions = {}): Ports {
  const statements = new StatementCache(db);
  return {
    accounts: new SqliteAccountStore(db, statements),
    apiKeys: new SqliteApiKeyStore(db, statements),
    subscriptions: new SqliteSubscriptionRepository(db, statements),
    audit: new SqliteAuditLog(db, statements),
    notificationSettings: new SqliteNotificationSettingsStore(db, statements),
    channels: new SqliteChannelStore(db, statements),
    reminderDeliveries: new SqliteReminderDeliveryLog(db, statements),
    ownerLogins: new SqliteOwnerLoginStore(db, statements),
    webSessions: new SqliteWebSessionStore(db, statements),
    signInLinks: new SqliteSignInLinkStore(db, statements),
    unitOfWork: new SqliteUnitOfWork(db),
    clock: options.clock ?? new SystemClock(),
    ids: options.ids ?? new UuidV7IdGenerator(),
    random: options.random ?? new CryptoRandomSource(),
    passwordHasher: options.passwordHasher ?? new ScryptPasswordHasher(),
  };
}
