/**
 * `@subtrack/sql-rows`: what subtrack's SQLite and PostgreSQL adapters share, so a column
 * or a store is written once: the row types, the mappers between rows and the domain's
 * records, the column lists and the query text. Query text is written with `?`
 * placeholders; `queriesIn('postgres', ...)` numbers them for PostgreSQL. An internal
 * package of the two adapters: apps use `@subtrack/sqlite-adapter` or
 * `@subtrack/postgres-adapter`.
 *
 * @packageDocumentation
 * @module @subtrack/sql-rows
 */

export * from './account-rows.js';
export * from './api-key-rows.js';
export * from './audit-rows.js';
export * from './channel-rows.js';
export {
  type Dialect,
  flag,
  fromFlag,
  inDialect,
  placeholders,
  queriesIn,
  whereEach,
} from './dialect.js';
export * from './dismissal-rows.js';
export * from './exchange-rate-rows.js';
export * from './feed-and-push-key-rows.js';
export * from './idempotency-rows.js';
export * from './member-rows.js';
export * from './notification-settings-rows.js';
export * from './payment-rows.js';
export * from './reminder-delivery-rows.js';
export * from './sign-in-method-rows.js';
export * from './subscription-rows.js';
