export * from './push-sender.js';
export * from './reminder-run-report.js';
export * from './reminder-worker.js';
export * from './run-reminder-check.js';
