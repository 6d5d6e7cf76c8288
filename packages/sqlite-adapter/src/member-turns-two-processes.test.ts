// D49: on SQLite, BEGIN IMMEDIATE takes the database's one write lock before a change reads
// the membership, so a change of a second process waits until the first has committed and
// then reads what it wrote. A child process holds its change right after its read; this
// process's change, begun meanwhile, waits (the connection's busy timeout) and is refused.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { changeMemberRole, isDomainError, removeMember } from '@subtrack/domain';
import {
  asOwnerOfTurns,
  ownerOfTurns,
  rolesOfTurns,
  seedOwners,
} from '@subtrack/domain/testing/contracts';
import { createSqlitePorts } from './create-sqlite-ports.js';
import { openDatabase } from './open-database.js';
import { tempDir } from './test-support/fixtures.js';

const HOLDER = fileURLToPath(new URL('./test-support/member-change-holder.ts', import.meta.url));
const HOLD_MS = 400;

/** Starts the child's change; resolves once it has read the membership, with its outcome to come. */
function childChange(path: string, change: string): Promise<{ outcome: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, path, change, `${HOLD_MS}`], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    let hasRead = false;
    const outcome = new Promise<string>((done) => {
      child.on('close', () => {
        if (!hasRead) reject(new Error(`the child ended before its read: ${output}`));
        done(output.split('\n').filter(Boolean).at(-1) ?? '');
      });
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (!hasRead && output.includes('read\n')) {
        hasRead = true;
        resolve({ outcome });
      }
    });
    child.on('error', reject);
  });
}

/** How this process's change ended, and how long it took. */
async function timed(change: () => Promise<void>): Promise<{ outcome: string; ms: number }> {
  const started = performance.now();
  try {
    await change();
    return { outcome: 'done', ms: performance.now() - started };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { outcome: error.code, ms: performance.now() - started };
  }
}

describe('member changes of two processes on one SQLite file', () => {
  for (const [change, second, expected] of [
    [
      'demote-other',
      (ports: ReturnType<typeof createSqlitePorts>) =>
        changeMemberRole(ports, asOwnerOfTurns(2), ownerOfTurns(1), 'viewer'),
      'insufficient_role',
    ],
    [
      'step-down',
      (ports: ReturnType<typeof createSqlitePorts>) =>
        changeMemberRole(ports, asOwnerOfTurns(2), ownerOfTurns(2), 'viewer'),
      'last_owner',
    ],
    [
      'remove-other',
      (ports: ReturnType<typeof createSqlitePorts>) =>
        removeMember(ports, asOwnerOfTurns(2), ownerOfTurns(1)),
      'insufficient_role',
    ],
  ] as const) {
    it(`${change}: the second process waits for the first's commit, then is refused (${expected})`, async (t) => {
      const { dir, dispose } = tempDir();
      const path = join(dir, 'members.sqlite');
      const db = openDatabase(path);
      t.after(() => {
        db.close();
        dispose();
      });
      const ports = createSqlitePorts(db);
      await seedOwners(ports, 2);
      const first = await childChange(path, change);
      const mine = await timed(() => second(ports));
      assert.equal(await first.outcome, 'done');
      assert.equal(mine.outcome, expected);
      assert.ok(mine.ms >= HOLD_MS / 2, `it waited for the other process (${mine.ms} ms)`);
      const roles = await rolesOfTurns(ports);
      assert.equal(roles.filter(([, role]) => role === 'owner').length, 1, JSON.stringify(roles));
    });
  }
});
