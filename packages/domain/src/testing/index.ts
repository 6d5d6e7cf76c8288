/**
 * `@subtrack/domain/testing`: in-memory ports, fakes, builders and the port contract
 * suites every adapter runs.
 */
export * from './builders.js';
export * from './compare-values.js';
export * from './contracts/account-store-contract.js';
export * from './contracts/api-key-store-contract.js';
export * from './contracts/audit-log-contract.js';
export * from './contracts/channel-store-contract.js';
export * from './contracts/list-contract-helpers.js';
export * from './contracts/notification-settings-store-contract.js';
export * from './contracts/owner-stores-contract.js';
export * from './contracts/ports-factory.js';
export * from './contracts/reminder-delivery-log-contract.js';
export * from './contracts/subscription-filter-contract.js';
export * from './contracts/subscription-repository-contract.js';
export * from './contracts/subscription-sort-contract.js';
export * from './contracts/unit-of-work-contract.js';
export * from './deterministic-random.js';
export * from './expect-domain-error.js';
export * from './fake-clock.js';
export * from './fake-password-hasher.js';
export * from './in-memory-audit-log.js';
export * from './in-memory-owner-stores.js';
export * from './in-memory-ports.js';
export * from './in-memory-stores.js';
export * from './in-memory-subscription-repository.js';
export * from './owner-builders.js';
export * from './owner-world.js';
export * from './sequential-ids.js';
export * from './test-world.js';
