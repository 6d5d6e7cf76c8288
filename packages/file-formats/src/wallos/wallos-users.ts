import { DomainError, unreadableImportFile } from '@subtrack/domain';
import type { Database } from 'better-sqlite3';
import { columnsOf } from './wallos-db-queries.js';

function whichUser(message: string, users: string[]): DomainError {
  const example = users[0] ?? 'NAME';
  return new DomainError('invalid_import', message, {
    field: 'wallosUser',
    suggestedFix: `Name the Wallos user whose subscriptions to import: wallosUser=${example} (command line: --wallos-user ${example}).`,
    allowedValues: users,
    rows: [],
  });
}

/** Most users read (and named in an error); a Wallos household has a handful. */
export const MAX_WALLOS_USERS = 1000;

/**
 * The id of the Wallos user to import. A database with one user needs no name; with
 * several, `wallosUser` must name one (by username, case-insensitively).
 */
export function chooseWallosUser(db: Database, wallosUser: string | undefined): number {
  if (!columnsOf(db, 'user').has('username')) return 1;
  const users = db
    .prepare('SELECT id, username FROM user ORDER BY id LIMIT ?')
    .all(MAX_WALLOS_USERS + 1) as Array<{ id: number; username: string }>;
  if (users.length > MAX_WALLOS_USERS) {
    throw unreadableImportFile(
      `The Wallos database holds more than ${MAX_WALLOS_USERS} users.`,
      'Use the wallos.db from Wallos (or the zip from Admin -> Backup), unchanged.',
    );
  }
  const names = users.map((user) => String(user.username));
  if (wallosUser === undefined) {
    if (users.length <= 1) return users[0]?.id ?? 1;
    throw whichUser(
      `The Wallos database holds ${users.length} users (${names.join(', ')}).`,
      names,
    );
  }
  const wanted = wallosUser.toLowerCase();
  const found = users.find((user) => String(user.username).toLowerCase() === wanted);
  if (!found) throw whichUser(`The Wallos database has no user named "${wallosUser}".`, names);
  return found.id;
}
