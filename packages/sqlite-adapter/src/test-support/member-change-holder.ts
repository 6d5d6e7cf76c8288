// Child process of member-turns-two-processes.test.ts: makes one change to the members of
// the household the test seeded, stopping right after it read the membership (printing
// "read") for `holdMs`, then lets it commit and prints how it ended.
import { writeSync } from 'node:fs';
import { changeMemberRole, isDomainError, removeMember } from '@subtrack/domain';
import {
  asOwnerOfTurns,
  ownerOfTurns,
  pausedAfterMembership,
} from '@subtrack/domain/testing/contracts';
import { createSqlitePorts } from '../create-sqlite-ports.js';
import { openDatabase } from '../open-database.js';

const [path, change, holdMs] = process.argv.slice(2);
if (path === undefined || change === undefined) {
  throw new Error('usage: member-change-holder <database file> <change> <hold ms>');
}
let letGo: () => void = () => {};
const hold = new Promise<void>((resolve) => {
  letGo = resolve;
});
// Says it has read, holds the transaction (and SQLite's write lock) a moment, goes on.
const read = () => {
  writeSync(1, 'read\n');
  setTimeout(letGo, Number(holdMs ?? 500));
};
const ports = pausedAfterMembership(createSqlitePorts(openDatabase(path)), read, hold);
const changes: Record<string, () => Promise<void>> = {
  // Owner 1 makes owner 2 a viewer; owner 1 steps down; owner 1 removes owner 2.
  'demote-other': () => changeMemberRole(ports, asOwnerOfTurns(1), ownerOfTurns(2), 'viewer'),
  'step-down': () => changeMemberRole(ports, asOwnerOfTurns(1), ownerOfTurns(1), 'viewer'),
  'remove-other': () => removeMember(ports, asOwnerOfTurns(1), ownerOfTurns(2)),
};
try {
  await changes[change]?.();
  writeSync(1, 'done\n');
} catch (error) {
  writeSync(1, `${isDomainError(error) ? error.code : 'failed'}\n`);
}
