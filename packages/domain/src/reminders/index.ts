export * from './due-reminder.js';
export * from './find-due-reminders.js';
export * from './push-message.js';
export * from './retry-backoff.js';
