export * from './reminder-worker.js';
