import type { ImportFileKind } from '@subtrack/domain';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');

const startsWith = (bytes: Uint8Array, magic: ArrayLike<number>): boolean =>
  bytes.length >= magic.length && Array.prototype.every.call(magic, (b, i) => bytes[i] === b);

/**
 * The kind of an `application/octet-stream` upload, from its first bytes: a zip
 * (`PK\3\4`), an SQLite database (`SQLite format 3\0`), JSON (first non-blank character
 * `{` or `[`), otherwise CSV.
 */
export function sniffImportKind(bytes: Uint8Array): ImportFileKind {
  if (startsWith(bytes, ZIP_MAGIC)) return 'zip';
  if (startsWith(bytes, SQLITE_MAGIC)) return 'sqlite';
  const head = Buffer.from(bytes.subarray(0, 64))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const first = head.trimStart()[0];
  return first === '{' || first === '[' ? 'json' : 'csv';
}

/** True when the bytes are an SQLite database file. */
export const isSqliteFile = (bytes: Uint8Array): boolean => startsWith(bytes, SQLITE_MAGIC);
