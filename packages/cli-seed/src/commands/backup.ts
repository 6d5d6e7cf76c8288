import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { backupDatabase } from '@subtrack/sqlite-adapter';
import { CliFailure, UsageError } from '../cli/cli-errors.js';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { prepareFilePath } from '../database/prepare-file-path.js';
import { requiredFlag } from '../options/required-flag.js';

/**
 * `backup --to FILE` -> `{"backup": "<absolute path>"}`. D25: SQLite's online backup, so
 * the copy is consistent even while `serve` keeps writing to the same file.
 */
export const backupCommand: Command = {
  name: 'backup',
  summary: 'Write a consistent copy of the database while the server keeps running',
  usage: 'backup --to FILE [--db FILE] [--json]',
  details: ['  --to FILE   where to write the copy (an existing file is replaced)'],
  options: { to: { type: 'string' } },
  async run({ values, json, dbPath }, io) {
    const to = resolve(io.cwd, requiredFlag(values, 'to', './backups/subtrack-backup.sqlite'));
    if (to === dbPath) throw new UsageError('--to must differ from --db: name a new file');
    // A backup of a database that does not exist would silently create an empty one.
    if (!existsSync(dbPath)) {
      throw new UsageError(`--db: no database at ${dbPath}; pass --db FILE or set SUBTRACK_DB`);
    }
    const database = openDatabasePorts(dbPath);
    try {
      prepareFilePath(to, { failure: 'cannot write the backup to', flag: '--to FILE' });
      await backupDatabase(database.db, to);
    } catch (error) {
      if (error instanceof CliFailure) throw error;
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new CliFailure(`cannot write the backup to ${to}: ${reason}`);
    } finally {
      database.close();
    }
    printResult(io, json, { backup: to }, [`Backed up ${dbPath} to ${to}`]);
    return 0;
  },
};
