import { existsSync } from 'node:fs';
import { CliFailure, UsageError } from '../cli/cli-errors.js';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { copySqliteToPostgres } from '../database/copy-sqlite-to-postgres.js';
import { openDatabasePorts } from '../database/open-database-ports.js';

/**
 * `db copy --db FILE --database-url URL` -> `{"tables": [{"table", "sqlite",
 * "postgres"}], "matches": true|false}`: moves a SQLite database into an empty PostgreSQL
 * one in one transaction and proves it by counting both sides. Exit 1 when a count differs.
 */
export const dbCopyCommand: Command = {
  name: 'db copy',
  summary: 'Copy a SQLite database into an empty PostgreSQL database and compare row counts',
  usage: 'db copy --db FILE --database-url URL [--json]',
  details: [
    '  --db FILE           the SQLite database to copy (default: $SUBTRACK_DB, else ./data/subtrack.sqlite)',
    '  --database-url URL  the PostgreSQL database to fill; it must be empty (create it with createdb)',
    'Stop the servers on the SQLite file first: rows written during the copy would be left behind.',
    'Everything is copied in one transaction: on any error nothing is left in PostgreSQL.',
  ],
  options: {},
  copiesIntoPostgres: true,
  async run({ json, target, copyTo }, io) {
    if (target.kind !== 'sqlite' || copyTo === undefined) {
      throw new UsageError('db copy needs --db FILE and --database-url URL');
    }
    // Opening a missing file would create an empty database and copy nothing.
    if (!existsSync(target.path)) {
      throw new UsageError(
        `--db: no database at ${target.path}; pass --db FILE or set SUBTRACK_DB`,
      );
    }
    const from = await openDatabasePorts(target);
    try {
      const to = await openDatabasePorts(copyTo);
      try {
        const report = await copy(from.sqlite, to.postgres, to.label);
        printResult(io, json, report, [
          `Copied ${target.path} into ${to.label}:`,
          ...report.tables.map(
            (row) =>
              `  ${row.table.padEnd(24)} SQLite ${String(row.sqlite).padStart(8)}  PostgreSQL ${String(row.postgres).padStart(8)}${row.sqlite === row.postgres ? '' : '  DIFFERS'}`,
          ),
          report.matches
            ? 'Every table has the same number of rows on both sides.'
            : 'Some counts differ: was a server still writing to the SQLite file? Copy again into a new, empty database.',
        ]);
        return report.matches ? 0 : 1;
      } finally {
        await to.close();
      }
    } finally {
      await from.close();
    }
  },
};

async function copy(
  sqlite: Parameters<typeof copySqliteToPostgres>[0] | null,
  pool: Parameters<typeof copySqliteToPostgres>[1] | null,
  label: string,
) {
  if (sqlite === null || pool === null) throw new Error('db copy opened the wrong databases');
  try {
    return await copySqliteToPostgres(sqlite, pool);
  } catch (error) {
    if (error instanceof CliFailure) throw error;
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new CliFailure(`cannot copy into ${label}: ${reason}; nothing was copied`);
  }
}
