export * from './deliver-to-channel.js';
export * from './due-reminder.js';
export * from './find-due-reminders.js';
export * from './format-for-locale.js';
export * from './messages/index.js';
export * from './reminder-message.js';
export * from './reminder-run-report.js';
export * from './retry-backoff.js';
