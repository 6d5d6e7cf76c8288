/**
 * `@subtrack/domain/testing`: in-memory ports, fakes (clock, randomness, password hasher) and
 * builders of records. The port contract suites are in `@subtrack/domain/testing/contracts`.
 *
 * @packageDocumentation
 * @module @subtrack/domain/testing
 */
export * from './bank-statements.js';
export * from './builders.js';
export * from './compare-values.js';
export * from './copy-on-write-map.js';
export * from './counting-pacer.js';
export * from './deterministic-random.js';
export * from './device-builders.js';
export * from './estimate-example.js';
export * from './expect-domain-error.js';
export * from './fake-clock.js';
export * from './fake-logo-encoder.js';
export * from './fake-password-hasher.js';
export * from './in-memory-audit-log.js';
export * from './in-memory-calendar-feed-store.js';
export * from './in-memory-dismissal-store.js';
export * from './in-memory-exchange-rate-store.js';
export * from './in-memory-idempotency-store.js';
export * from './in-memory-logo-store.js';
export * from './in-memory-owner-stores.js';
export * from './in-memory-payment-repository.js';
export * from './in-memory-ports.js';
export * from './in-memory-push-key-store.js';
export * from './in-memory-sign-in-stores.js';
export * from './in-memory-stores.js';
export * from './in-memory-subscription-repository.js';
export * from './owner-builders.js';
export * from './owner-world.js';
export * from './quarterly-plan.js';
export * from './rate-builders.js';
export * from './sequential-ids.js';
export * from './test-world.js';
