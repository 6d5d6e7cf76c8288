/** `@subtrack/notify-channels/testing`: real receivers of every channel kind for tests. */
export * from './device-to.js';
export * from './http-receiver.js';
export * from './kind-receivers.js';
export * from './other-services.js';
export * from './push-service.js';
export * from './send-to.js';
export * from './smtp-receiver.js';
export * from './test-certificate.js';
export * from './vapid-check.js';
export * from './web-push-decrypt.js';
