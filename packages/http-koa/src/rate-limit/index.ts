export * from './auth-failure-throttle.js';
export * from './rate-limiter.js';
