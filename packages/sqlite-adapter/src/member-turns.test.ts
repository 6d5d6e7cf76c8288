// Changes to one account's members take turns on SQLite: on one connection the ports'
// queue runs one transaction at a time, and each begins with BEGIN IMMEDIATE, which takes
// the database's one write lock before the membership is read, so a second process waits
// for it (member-turns-two-processes.test.ts, step by step; e2e/multi-process/
// member-changes.test.ts with two serve processes).
import { join } from 'node:path';
import { describeMemberTurnsContract } from '@subtrack/domain/testing/contracts';
import { createSqlitePorts } from './create-sqlite-ports.js';
import { openDatabase } from './open-database.js';
import { tempDir } from './test-support/fixtures.js';

describeMemberTurnsContract('SQLite, one process', async () => {
  const { dir, dispose } = tempDir();
  const db = openDatabase(join(dir, 'members.db'));
  return {
    processes: [createSqlitePorts(db)],
    dispose: () => {
      db.close();
      dispose();
    },
  };
});
