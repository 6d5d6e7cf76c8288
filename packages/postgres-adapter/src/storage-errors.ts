import { type StorageFault, StorageUnavailableError } from '@subtrack/domain';

/**
 * A write condition did not hold because another transaction changed the row first (a
 * version read earlier in the transaction moved on, another process took a claim). Like a
 * serialization failure, the unit of work runs the whole transaction again, and the second
 * run reads what the other one committed. Never reaches a caller: past the retries it is a
 * `StorageUnavailableError('busy')`.
 *
 * @internal
 */
export class WriteConflictError extends Error {
  constructor(what: string) {
    super(`Another transaction changed ${what} first.`);
    this.name = 'WriteConflictError';
  }
}

/** SQLSTATEs after which running the whole transaction again can succeed. */
const RETRYABLE_STATES = new Set([
  '40001', // serialization_failure (also CockroachDB's "restart transaction")
  '40P01', // deadlock_detected
  '55P03', // lock_not_available: a row lock waited past lock_timeout
]);

/** True for an error after which the transaction (or a lone statement) may simply run again. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof WriteConflictError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_STATES.has(code);
}

// Errors of the socket under a connection, before PostgreSQL said anything.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATE -> fault; a class (two characters) covers all its codes. */
const STATE_FAULTS: Record<string, StorageFault> = {
  '08': 'cannot_open', // connection_exception
  '40001': 'busy',
  '40P01': 'busy',
  '53100': 'full', // disk_full
  '53200': 'busy', // out_of_memory
  '53300': 'busy', // too_many_connections
  '53400': 'busy', // configuration_limit_exceeded
  '55P03': 'busy', // lock_not_available
  '57014': 'busy', // query_canceled: statement_timeout
  '57P01': 'cannot_open', // admin_shutdown
  '57P02': 'cannot_open', // crash_shutdown
  '57P03': 'cannot_open', // cannot_connect_now (starting up, in recovery)
  '57P05': 'cannot_open', // idle_session_timeout
  '25006': 'read_only', // read_only_sql_transaction (a standby, or default_transaction_read_only)
  '25P03': 'busy', // idle_in_transaction_session_timeout
  '58030': 'io_error', // io_error
  '3D000': 'cannot_open', // invalid_catalog_name: the database is gone
};

// node-postgres's own errors carry no code, only these words.
const CLIENT_MESSAGES: Array<[RegExp, StorageFault]> = [
  [/timeout exceeded when trying to connect/i, 'busy'], // every pooled connection in use
  [/Connection terminated/i, 'cannot_open'],
  [/not queryable/i, 'cannot_open'],
  [/Query read timeout/i, 'busy'],
];

/**
 * PostgreSQL's and node-postgres's errors that mean "cannot work right now" rather
 * than a bug: the server is down, restarting, full, read-only, out of connections or over a
 * timeout. Anything else stays as it is (a 500 `internal_error`, which shows no SQL).
 */
export function storageFaultOf(error: unknown): StorageFault | null {
  if (error instanceof WriteConflictError) return 'busy';
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return 'cannot_open';
    const fault = STATE_FAULTS[code] ?? STATE_FAULTS[code.slice(0, 2)];
    if (fault !== undefined && /^[0-9A-Z]{5}$/.test(code)) return fault;
  }
  const message = error instanceof Error ? error.message : '';
  for (const [pattern, fault] of CLIENT_MESSAGES) if (pattern.test(message)) return fault;
  return null;
}

/** A storage fault becomes the domain's `StorageUnavailableError`; others pass. */
export function translateStorageError(error: unknown): unknown {
  if (error instanceof StorageUnavailableError) return error;
  const fault = storageFaultOf(error);
  return fault === null ? error : new StorageUnavailableError(fault, { cause: error });
}
