export * from './serial-storage.js';
export type { StepRunner, SynchronousMethod, SynchronousPort } from './synchronous-port.js';
export {
  isInsideTransactionOf,
  OUTER_PORT_INSIDE_TRANSACTION,
  runHolding,
  TRANSACTION_ENDED,
  TransactionMisuseError,
} from './transaction-misuse.js';
