/**
 * `@subtrack/domain/testing/contracts`: the port contract suites (`node:test`) every storage
 * adapter must pass, the same ones the in-memory ports and the SQLite adapter run. The
 * subscription sort suite is property-based, so this entry point needs `fast-check`.
 *
 * @packageDocumentation
 * @module @subtrack/domain/testing/contracts
 */
export * from './account-store-contract.js';
export * from './api-key-store-contract.js';
export * from './api-request-admission-contract.js';
export * from './audit-log-contract.js';
export * from './calendar-feed-store-contract.js';
export * from './channel-store-contract.js';
export * from './concurrency-contract.js';
export * from './device-channel-contract.js';
export * from './dismissal-store-contract.js';
export * from './exchange-rate-store-contract.js';
export * from './failure-throttle-store-contract.js';
export * from './idempotency-store-contract.js';
export * from './interleave.js';
export * from './list-contract-helpers.js';
export * from './logo-store-contract.js';
export * from './member-turns-contract.js';
export * from './notification-settings-store-contract.js';
export * from './owner-stores-contract.js';
export * from './payment-repository-contract.js';
export * from './ports-factory.js';
export * from './push-key-store-contract.js';
export * from './reminder-delivery-log-contract.js';
export * from './request-quota-store-contract.js';
export * from './sign-in-method-stores-contract.js';
export * from './subscription-filter-contract.js';
export * from './subscription-repository-contract.js';
export * from './subscription-sort-contract.js';
export * from './transaction-timing.js';
export * from './unit-of-work-contract.js';
