import { type DomainError, isDomainError } from '@subtrack/domain';
import { CliFailure, UsageError } from '../cli/cli-errors.js';
import type { CliIo } from '../cli/command.js';

/** The flag a file-level import problem is about. */
const FLAG_OF_FIELD: Record<string, string> = {
  file: '--from',
  wallosUser: '--wallos-user',
  currencySymbols: '--currency-symbol',
};

/**
 * An import that cannot run. Bad rows are listed one a line (all of them) and exit 1;
 * with `--json` the error object is printed instead. A file-level problem names its flag
 * and exits 2.
 */
export function reportImportFailure(error: unknown, io: CliIo, json: boolean): number {
  if (
    !isDomainError(error) ||
    (error.code !== 'invalid_import' && error.code !== 'invalid_query')
  ) {
    throw error;
  }
  const rows = error.details.rows ?? [];
  if (rows.length === 0) {
    const flag = FLAG_OF_FIELD[error.details.field ?? 'file'] ?? '--from';
    throw new UsageError(`${flag}: ${error.message} ${error.details.suggestedFix ?? ''}`.trim());
  }
  if (json) {
    io.stdout(JSON.stringify({ error: (error as DomainError).toJSON() }));
    return 1;
  }
  io.stderr(`subtrack: ${error.message}`);
  for (const row of rows) {
    const fix = row.suggestedFix === undefined ? '' : ` Fix: ${row.suggestedFix}`;
    io.stderr(`  row ${row.row}, ${row.field}: ${row.message}${fix}`);
  }
  return 1;
}

/** Reads the file named by `--from`, or fails with one line naming it. */
export function failToRead(path: string, error: unknown): CliFailure {
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return new CliFailure(`--from: cannot read ${path}: ${reason}`);
}
