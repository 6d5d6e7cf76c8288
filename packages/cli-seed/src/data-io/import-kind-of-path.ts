import { extname } from 'node:path';
import type { ImportFileKind } from '@subtrack/domain';

const KIND_BY_EXTENSION: Readonly<Record<string, ImportFileKind>> = {
  '.json': 'json',
  '.csv': 'csv',
  '.zip': 'zip',
  '.db': 'sqlite',
  '.sqlite': 'sqlite',
  '.sqlite3': 'sqlite',
};

/** The kind of a file from its extension; null lets the parser sniff the bytes. */
export function importKindOfPath(path: string): ImportFileKind | null {
  return KIND_BY_EXTENSION[extname(path).toLowerCase()] ?? null;
}
