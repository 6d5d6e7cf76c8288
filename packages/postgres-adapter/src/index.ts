/**
 * `@subtrack/postgres-adapter`: every port of `@subtrack/domain` on PostgreSQL through
 * node-postgres, with numbered migrations run under an advisory lock, READ COMMITTED
 * transactions whose write conditions sit in the statements (retried when another
 * transaction wins), and the mapping of database faults to domain errors.
 *
 * @packageDocumentation
 * @module @subtrack/postgres-adapter
 */
export {
  createPostgresPorts,
  type PostgresPorts,
  type PostgresPortsOptions,
} from './create-postgres-ports.js';
export { createDatabaseClock, type DatabaseClock } from './database-clock.js';
export {
  applyMigrations,
  SchemaTooNewError,
  schemaVersion,
  UnsupportedDatabaseError,
} from './migrations/apply-migrations.js';
export { LATEST_SCHEMA_VERSION, MIGRATIONS, type Migration } from './migrations/index.js';
export {
  DEFAULT_POOL_LIMITS,
  describeDatabaseUrl,
  type OpenPostgresOptions,
  openPostgres,
  PostgresUnreachableError,
} from './open-postgres.js';
export type { UnitOfWorkOptions } from './postgres-unit-of-work.js';
export {
  DEFAULT_TRANSACTION_ATTEMPTS,
  type TransactionRetryOptions,
} from './run-transaction.js';
export { storageFaultOf, translateStorageError } from './storage-errors.js';
