/**
 * `@subtrack/sqlite-adapter`: every port of `@subtrack/domain` on one SQLite file
 * (better-sqlite3), with migrations, online backups, the mapping of storage faults to
 * domain errors. The production clock, ids, randomness, password hasher and pacer come from
 * `@subtrack/system-services`.
 *
 * @packageDocumentation
 * @module @subtrack/sqlite-adapter
 */
/** The better-sqlite3 connection type `openDatabase` returns. */
export type { Database } from 'better-sqlite3';
export { backupDatabase } from './backup-database.js';
export { createSqlitePorts, type SqlitePortsOptions } from './create-sqlite-ports.js';
export {
  applyMigrations,
  SchemaTooNewError,
  schemaVersion,
} from './migrations/apply-migrations.js';
export { LATEST_SCHEMA_VERSION, MIGRATIONS, type Migration } from './migrations/index.js';
export {
  applyPragmas,
  DEFAULT_BUSY_TIMEOUT_MS,
  DEFAULT_CACHE_SIZE_KIB,
  type OpenDatabaseOptions,
  openDatabase,
} from './open-database.js';
// The synchronous stores behind the ports (D43): `createSqlitePorts` queues them on the
// connection; use them with `createSerialStorage` to compose ports of your own.
export { SqliteAccountStore } from './sqlite-account-store.js';
export { SqliteApiKeyStore } from './sqlite-api-key-store.js';
export { SqliteAuditLog } from './sqlite-audit-log.js';
export { SqliteCalendarFeedStore } from './sqlite-calendar-feed-store.js';
export { SqliteChannelStore } from './sqlite-channel-store.js';
export { SqliteDismissalStore } from './sqlite-dismissal-store.js';
export {
  SqliteCurrencySettingsStore,
  SqliteExchangeRateStore,
} from './sqlite-exchange-rate-store.js';
export { SqliteLogoStore } from './sqlite-logo-store.js';
export {
  SqliteMemberStore,
  SqliteSignInLinkStore,
  SqliteWebSessionStore,
} from './sqlite-member-stores.js';
export { SqliteNotificationSettingsStore } from './sqlite-notification-settings-store.js';
export { SqlitePaymentRepository } from './sqlite-payment-repository.js';
export { SqlitePushKeyStore } from './sqlite-push-key-store.js';
export { SqliteReminderDeliveryLog } from './sqlite-reminder-delivery-log.js';
export {
  SqliteIdentityStore,
  SqliteInvitationStore,
  SqlitePasskeyStore,
  SqliteSignInChallengeStore,
} from './sqlite-sign-in-method-stores.js';
export { SqliteSubscriptionRepository } from './sqlite-subscription-repository.js';
export { SqliteTransactions } from './sqlite-transactions.js';
// Internal: the type of the stores' optional shared statement cache (see createSqlitePorts)
export type { StatementCache } from './statement-cache.js';
export { storageFaultOf, translateStorageError } from './storage-errors.js';
