import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { backupDatabase, type Database } from '@subtrack/sqlite-adapter';
import { CliFailure, UsageError } from '../cli/cli-errors.js';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { prepareFilePath } from '../database/prepare-file-path.js';
import { requiredFlag } from '../options/required-flag.js';

const PG_DUMP_HINT =
  'backup copies a SQLite file; a PostgreSQL database is backed up with its own tools, which copy it consistently while servers keep writing: pg_dump --format=custom --file=subtrack.dump "$SUBTRACK_DATABASE_URL" (restore with pg_restore --dbname=URL subtrack.dump)';

/**
 * `backup --to FILE` -> `{"backup": "<absolute path>"}`. SQLite's online backup, so
 * the copy is consistent even while `serve` keeps writing to the same file. On
 * PostgreSQL the database server's own tools make the backup; the command says which.
 */
export const backupCommand: Command = {
  name: 'backup',
  summary: 'Write a consistent copy of the database while the server keeps running',
  usage: 'backup --to FILE [--db FILE] [--json]',
  details: [
    '  --to FILE   where to write the copy (an existing file is replaced)',
    'For a PostgreSQL database (--database-url) use pg_dump instead, e.g.',
    '  pg_dump --format=custom --file=subtrack.dump "$SUBTRACK_DATABASE_URL"',
  ],
  options: { to: { type: 'string' } },
  async run({ values, json, target }, io) {
    if (target.kind === 'postgres') throw new UsageError(PG_DUMP_HINT);
    const dbPath = target.path;
    const to = resolve(io.cwd, requiredFlag(values, 'to', './backups/subtrack-backup.sqlite'));
    if (to === dbPath) throw new UsageError('--to must differ from --db: name a new file');
    // A backup of a database that does not exist would silently create an empty one.
    if (!existsSync(dbPath)) {
      throw new UsageError(`--db: no database at ${dbPath}; pass --db FILE or set SUBTRACK_DB`);
    }
    const database = await openDatabasePorts(target);
    try {
      prepareFilePath(to, { failure: 'cannot write the backup to', flag: '--to FILE' });
      await backupDatabase(database.sqlite as Database, to);
    } catch (error) {
      if (error instanceof CliFailure) throw error;
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new CliFailure(`cannot write the backup to ${to}: ${reason}`);
    } finally {
      await database.close();
    }
    printResult(io, json, { backup: to }, [`Backed up ${dbPath} to ${to}`]);
    return 0;
  },
};
