import { type StorageFault, StorageUnavailableError } from '@subtrack/domain';

/**
 * SQLite's result codes (better-sqlite3's `SqliteError.code`, extended codes
 * included) that mean "cannot work right now" rather than a bug. Anything else stays as
 * it is (a 500 `internal_error`).
 */
export function storageFaultOf(error: unknown): StorageFault | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('SQLITE_')) return null;
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
  if (code === 'SQLITE_FULL') return 'full';
  if (code.startsWith('SQLITE_IOERR')) return 'io_error';
  if (code.startsWith('SQLITE_READONLY')) return 'read_only';
  if (code.startsWith('SQLITE_CANTOPEN')) return 'cannot_open';
  return null;
}

/** A storage fault becomes the domain's `StorageUnavailableError`; others pass. */
export function translateStorageError(error: unknown): unknown {
  if (error instanceof StorageUnavailableError) return error;
  const fault = storageFaultOf(error);
  return fault === null ? error : new StorageUnavailableError(fault, { cause: error });
}
