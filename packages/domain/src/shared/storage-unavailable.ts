import { DomainError } from './domain-error.js';

/** Why storage refused to work: each is temporary from the service's point of view. */
export const STORAGE_FAULTS = ['busy', 'full', 'io_error', 'read_only', 'cannot_open'] as const;
export type StorageFault = (typeof STORAGE_FAULTS)[number];

// A lock clears within seconds; a full disk or a broken mount takes an operator.
const RETRY_AFTER_SECONDS: Record<StorageFault, number> = {
  busy: 2,
  full: 30,
  io_error: 30,
  read_only: 30,
  cannot_open: 30,
};

/**
 * Thrown by a storage adapter when the store cannot answer for a reason that goes
 * away by itself or with an operator's help (locked past the busy timeout, disk full, I/O
 * error, read-only, cannot open). Nothing was written: the transaction rolled back. The
 * message says what a client can do, never the storage's own text (no SQL).
 *
 * @example
 * throw new StorageUnavailableError('full');
 */
export class StorageUnavailableError extends DomainError {
  readonly fault: StorageFault;
  /** How long a client should wait before retrying (the `Retry-After` header). */
  readonly retryAfterSeconds: number;

  constructor(fault: StorageFault, options: { cause?: unknown } = {}) {
    super('service_unavailable', 'The service cannot store or read data right now.', {
      suggestedFix: 'Retry after the number of seconds in the Retry-After header.',
    });
    this.fault = fault;
    this.retryAfterSeconds = RETRY_AFTER_SECONDS[fault];
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

/** True when `value` is a {@link StorageUnavailableError}. */
export function isStorageUnavailable(value: unknown): value is StorageUnavailableError {
  return value instanceof StorageUnavailableError;
}
