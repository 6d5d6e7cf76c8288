import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createSqlitePorts } from './create-sqlite-ports.js';
import { openDatabase } from './open-database.js';
import { tempDir } from './test-support/fixtures.js';

const WRITER = fileURLToPath(new URL('./test-support/durability-writer.ts', import.meta.url));

/** Runs the writer until it has printed `count` ids, then kills it with SIGKILL. */
function writeThenKill(path: string, count: number): Promise<{ accountId: string; ids: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, path], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffer = '';
    let killed = false;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split('\n').filter((line) => line !== '');
      if (!killed && lines.length > count) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    child.on('error', reject);
    child.on('close', (_code, signal) => {
      if (signal !== 'SIGKILL') return reject(new Error(`writer ended without SIGKILL: ${signal}`));
      // Only complete lines count: a line cut by the kill was not fully printed.
      const lines = buffer.split('\n').slice(0, -1);
      const [first, ...ids] = lines;
      resolve({ accountId: (first ?? '').replace('account ', ''), ids });
    });
  });
}

describe('durability', () => {
  it('keeps every acknowledged write, with its audit record, after SIGKILL', async (t) => {
    const { dir, dispose } = tempDir();
    t.after(dispose);
    const path = join(dir, 'crash.sqlite');
    const { accountId, ids } = await writeThenKill(path, 300);
    assert.ok(ids.length >= 300, `only ${ids.length} ids printed`);

    const db = openDatabase(path);
    t.after(() => db.close());
    assert.equal(db.pragma('integrity_check', { simple: true }), 'ok');
    const ports = createSqlitePorts(db);
    for (const id of ids) {
      assert.ok(await ports.subscriptions.findById(accountId, id), `subscription ${id} lost`);
      const audit = await ports.audit.list(accountId, {
        limit: 10,
        offset: 0,
        filters: { resourceId: id },
      });
      assert.equal(audit.items.length, 1, `audit record of ${id} lost`);
    }
    // No partial record: every stored subscription has its audit record and vice versa.
    const orphans = db
      .prepare(
        `SELECT count(*) FROM subscriptions s
         WHERE NOT EXISTS (SELECT 1 FROM audit_records a WHERE a.resource_id = s.id)`,
      )
      .pluck()
      .get();
    const lonely = db
      .prepare(
        `SELECT count(*) FROM audit_records a
         WHERE NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.id = a.resource_id)`,
      )
      .pluck()
      .get();
    assert.equal(orphans, 0);
    assert.equal(lonely, 0);
  });
});
