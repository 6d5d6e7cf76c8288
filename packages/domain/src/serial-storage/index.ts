export * from './serial-storage.js';
export type { StepRunner, SynchronousPort } from './synchronous-port.js';
export { TransactionMisuseError } from './transaction-misuse.js';
