import {
  type AccountLimits,
  type Clock,
  DEFAULT_ACCOUNT_LIMITS,
  type IdGenerator,
  type PasswordHasher,
  type Ports,
  type RandomSource,
} from '@subtrack/domain';
import type { Database } from 'better-sqlite3';
import { SqliteAccountStore } from './sqlite-account-store.js';
import { SqliteApiKeyStore } from './sqlite-api-key-store.js';
import { SqliteAuditLog } from './sqlite-audit-log.js';
import { SqliteCalendarFeedStore } from './sqlite-calendar-feed-store.js';
import { SqliteChannelStore } from './sqlite-channel-store.js';
import { SqliteIdempotencyStore } from './sqlite-idempotency-store.js';
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
import { withStorageErrors } from './storage-errors.js';
import {
  CryptoRandomSource,
  ScryptPasswordHasher,
  SystemClock,
  UuidV7IdGenerator,
} from './system-services.js';

/**
 * Options of {@link createSqlitePorts}: replace the production clock, ids or randomness in
 * tests; set the account limits the server was started with (D48).
 */
export interface SqlitePortsOptions {
  clock?: Clock;
  ids?: IdGenerator;
  random?: RandomSource;
  passwordHasher?: PasswordHasher;
  /** D48: default `DEFAULT_ACCOUNT_LIMITS` (10,000 subscriptions an account). */
  limits?: AccountLimits;
}

/**
 * Every port of the domain on one open database (see `openDatabase`). Statements are
 * prepared once per ports instance and shared by its stores. D36: SQLite's busy, full,
 * I/O, read-only and cannot-open errors reach callers as `StorageUnavailableError`.
 *
 * @example
 * const ports = createSqlitePorts(openDatabase('./data/subtrack.sqlite'));
 * const sub = getSubscription(ports, accountId, id);
 */
export function createSqlitePorts(db: Database, options: SqlitePortsOptions = {}): Ports {
  const statements = new StatementCache(db);
  return {
    accounts: withStorageErrors(new SqliteAccountStore(db, statements)),
    apiKeys: withStorageErrors(new SqliteApiKeyStore(db, statements)),
    subscriptions: withStorageErrors(new SqliteSubscriptionRepository(db, statements)),
    audit: withStorageErrors(new SqliteAuditLog(db, statements)),
    notificationSettings: withStorageErrors(new SqliteNotificationSettingsStore(db, statements)),
    channels: withStorageErrors(new SqliteChannelStore(db, statements)),
    reminderDeliveries: withStorageErrors(new SqliteReminderDeliveryLog(db, statements)),
    ownerLogins: withStorageErrors(new SqliteOwnerLoginStore(db, statements)),
    webSessions: withStorageErrors(new SqliteWebSessionStore(db, statements)),
    signInLinks: withStorageErrors(new SqliteSignInLinkStore(db, statements)),
    idempotency: withStorageErrors(new SqliteIdempotencyStore(db, statements)),
    calendarFeeds: withStorageErrors(new SqliteCalendarFeedStore(db, statements)),
    unitOfWork: withStorageErrors(new SqliteUnitOfWork(db)),
    clock: options.clock ?? new SystemClock(),
    ids: options.ids ?? new UuidV7IdGenerator(),
    random: options.random ?? new CryptoRandomSource(),
    passwordHasher: options.passwordHasher ?? new ScryptPasswordHasher(),
    limits: options.limits ?? DEFAULT_ACCOUNT_LIMITS,
  };
}
