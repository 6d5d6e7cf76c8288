export * from './shared/domain-error.js';
export * from './subscriptions/subscription.js';
