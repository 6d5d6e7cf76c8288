import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Ports } from '@subtrack/domain';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { CliFailure } from '../cli/cli-errors.js';

/** The open SQLite file and the ports built on it. */
export interface OpenedDatabase {
  db: ReturnType<typeof openDatabase>;
  ports: Ports;
  close(): void;
}

/**
 * Opens (creating when missing, with its folder) the SQLite file and runs its migrations
 * (D25: they run at start-up). Any failure (a path that cannot be written, a file that is
 * not a database, a database newer than this code) becomes one `CliFailure` line.
 */
export function openDatabasePorts(path: string): OpenedDatabase {
  let db: ReturnType<typeof openDatabase>;
  try {
    mkdirSync(dirname(path), { recursive: true });
    db = openDatabase(path);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new CliFailure(`cannot open the database ${path}: ${reason}`);
  }
  return { db, ports: createSqlitePorts(db), close: () => db.close() };
}
