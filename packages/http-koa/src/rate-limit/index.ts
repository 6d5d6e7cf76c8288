export * from './auth-failure-throttle.js';
export * from './in-memory-rate-limiter.js';
export * from './rate-limiter.js';
