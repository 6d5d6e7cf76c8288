import { DomainError } from '../shared/domain-error.js';
import type { ImportRowError } from './import-file.js';

/**
 * The import is all or nothing; this error lists every bad row (not only the first)
 * with its field, message and suggested fix.
 */
export function invalidImportRows(rows: ImportRowError[]): DomainError {
  const count = rows.length === 1 ? '1 row' : `${rows.length} rows`;
  return new DomainError('invalid_import', `${count} cannot be imported; nothing was imported.`, {
    suggestedFix: 'Correct the rows listed in "rows" and import the whole file again.',
    rows,
  });
}

/** A file that cannot be read at all (not a zip, no database inside, too large). */
export function unreadableImportFile(message: string, suggestedFix: string): DomainError {
  return new DomainError('invalid_import', message, { field: 'file', suggestedFix, rows: [] });
}
