import {
  type AccountLimits,
  type Clock,
  createSerialStorage,
  DEFAULT_ACCOUNT_LIMITS,
  type IdGenerator,
  type PasswordHasher,
  type Ports,
  type RandomSource,
  type SynchronousStoragePorts,
  type WorkPacer,
} from '@subtrack/domain';
import {
  CryptoRandomSource,
  defaultPasswordHasher,
  nextTurn,
  SystemClock,
  systemPacer,
  UuidV7IdGenerator,
} from '@subtrack/system-services';
import type { Database } from 'better-sqlite3';
import { SqliteAccountStore } from './sqlite-account-store.js';
import { SqliteApiKeyStore } from './sqlite-api-key-store.js';
import { SqliteAuditLog } from './sqlite-audit-log.js';
import { SqliteCalendarFeedStore } from './sqlite-calendar-feed-store.js';
import { SqliteChannelStore } from './sqlite-channel-store.js';
import { SqliteDismissalStore } from './sqlite-dismissal-store.js';
import {
  SqliteCurrencySettingsStore,
  SqliteExchangeRateStore,
} from './sqlite-exchange-rate-store.js';
import { SqliteIdempotencyStore } from './sqlite-idempotency-store.js';
import { SqliteLogoStore } from './sqlite-logo-store.js';
import {
  SqliteMemberStore,
  SqliteSignInLinkStore,
  SqliteWebSessionStore,
} from './sqlite-member-stores.js';
import { SqliteNotificationSettingsStore } from './sqlite-notification-settings-store.js';
import { SqlitePaymentRepository } from './sqlite-payment-repository.js';
import { SqlitePushKeyStore } from './sqlite-push-key-store.js';
import { SqliteReminderDeliveryLog } from './sqlite-reminder-delivery-log.js';
import {
  SqliteIdentityStore,
  SqliteInvitationStore,
  SqlitePasskeyStore,
  SqliteSignInChallengeStore,
} from './sqlite-sign-in-method-stores.js';
import { SqliteSubscriptionRepository } from './sqlite-subscription-repository.js';
import { SqliteTransactions } from './sqlite-transactions.js';
import { StatementCache } from './statement-cache.js';
import { translateStorageError } from './storage-errors.js';

/**
 * Options of {@link createSqlitePorts}: replace the production clock, ids or randomness in
 * tests; set the account limits the server was started with.
 */
export interface SqlitePortsOptions {
  clock?: Clock;
  ids?: IdGenerator;
  random?: RandomSource;
  passwordHasher?: PasswordHasher;
  /**
   * Reject at once, with a `TransactionMisuseError`, a call on the outer ports (or a
   * second transaction) made inside a transaction's work, which would otherwise wait
   * forever for the transaction it runs in. Costs an `AsyncLocalStorage` context per
   * transaction. Default: on when `NODE_ENV` is `test`, off otherwise.
   */
  detectMisuse?: boolean;
  /** Default `DEFAULT_ACCOUNT_LIMITS` (10,000 subscriptions an account). */
  limits?: AccountLimits;
  /** Default `systemPacer()`, slices of 25 ms with other requests between them. */
  pacer?: WorkPacer;
}

/**
 * Every port of the domain on one open database (see `openDatabase`). Statements are
 * prepared once per ports instance and shared by its stores. Every call and
 * transaction takes its turn on the connection, first in, first out; a call runs at once
 * when no transaction holds the connection. SQLite's busy, full, I/O, read-only and
 * cannot-open errors reach callers as `StorageUnavailableError`.
 *
 * @example
 * const ports = createSqlitePorts(openDatabase('./data/subtrack.sqlite'));
 * const sub = await getSubscription(ports, accountId, id);
 */
export function createSqlitePorts(db: Database, options: SqlitePortsOptions = {}): Ports {
  const statements = new StatementCache(db);
  const stores: SynchronousStoragePorts = {
    accounts: new SqliteAccountStore(db, statements),
    apiKeys: new SqliteApiKeyStore(db, statements),
    subscriptions: new SqliteSubscriptionRepository(db, statements),
    payments: new SqlitePaymentRepository(db, statements),
    audit: new SqliteAuditLog(db, statements),
    notificationSettings: new SqliteNotificationSettingsStore(db, statements),
    channels: new SqliteChannelStore(db, statements),
    reminderDeliveries: new SqliteReminderDeliveryLog(db, statements),
    members: new SqliteMemberStore(db, statements),
    webSessions: new SqliteWebSessionStore(db, statements),
    signInLinks: new SqliteSignInLinkStore(db, statements),
    invitations: new SqliteInvitationStore(db, statements),
    identities: new SqliteIdentityStore(db, statements),
    passkeys: new SqlitePasskeyStore(db, statements),
    signInChallenges: new SqliteSignInChallengeStore(db, statements),
    idempotency: new SqliteIdempotencyStore(db, statements),
    calendarFeeds: new SqliteCalendarFeedStore(db, statements),
    exchangeRates: new SqliteExchangeRateStore(db, statements),
    currencySettings: new SqliteCurrencySettingsStore(db, statements),
    pushKeys: new SqlitePushKeyStore(db, statements),
    logos: new SqliteLogoStore(db, statements),
    dismissals: new SqliteDismissalStore(db, statements),
  };
  const { storage, unitOfWork } = createSerialStorage(stores, new SqliteTransactions(db), {
    detectMisuse: options.detectMisuse ?? process.env['NODE_ENV'] === 'test',
    mapError: translateStorageError,
    // D48: lets the requests that arrived meanwhile run before the next page of a long read.
    betweenPages: nextTurn,
    // Ports built twice on one connection still take turns in one queue.
    connection: db,
  });
  return {
    ...storage,
    unitOfWork,
    clock: options.clock ?? new SystemClock(),
    ids: options.ids ?? new UuidV7IdGenerator(),
    random: options.random ?? new CryptoRandomSource(),
    passwordHasher: options.passwordHasher ?? defaultPasswordHasher(),
    limits: options.limits ?? DEFAULT_ACCOUNT_LIMITS,
    pacer: options.pacer ?? systemPacer(),
  };
}
