import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database } from 'better-sqlite3';

/**
 * Writes a consistent copy of `db` to `toPath` while the database stays in use (SQLite's
 * online backup API through better-sqlite3): writes that land during the copy restart it,
 * so the copy is always one committed state. Creates the parent folder when missing.
 */
export async function backupDatabase(db: Database, toPath: string): Promise<void> {
  mkdirSync(dirname(toPath), { recursive: true });
  await db.backup(toPath);
}
