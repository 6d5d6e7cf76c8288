import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { anAccount, aSubscription } from '@subtrack/domain/testing';
import BetterSqlite3 from 'better-sqlite3';
import { createSqlitePorts } from '../create-sqlite-ports.js';
import { openDatabase } from '../open-database.js';
import { tempDir } from '../test-support/fixtures.js';
import { applyMigrations } from './apply-migrations.js';
import { MIGRATIONS } from './index.js';

const BEFORE_19 = MIGRATIONS.filter((migration) => migration.version < 19);

/**
 * A file as releases before the fix left it: "Amazon" renamed to "Zattoo" while an update
 * left the case-folded name behind, beside "Mubi" whose folded name is right.
 */
async function aFileWithAStaleName(path: string, accountId: string) {
  const old = new BetterSqlite3(path);
  applyMigrations(old, BEFORE_19);
  const ports = createSqlitePorts(old);
  await ports.accounts.insert(anAccount({ id: accountId }));
  const renamed = aSubscription({ accountId, name: 'Amazon' });
  await ports.subscriptions.insert(renamed);
  await ports.subscriptions.insert(aSubscription({ accountId, name: 'Mubi' }));
  old.prepare("UPDATE subscriptions SET name = 'Zattoo' WHERE id = ?").run(renamed.id);
  old.close();
}

describe('migration 019', () => {
  it('finds and sorts a subscription renamed before the fix under its new name', async (t) => {
    const { dir, dispose } = tempDir();
    t.after(dispose);
    const path = join(dir, 'v17.sqlite');
    const accountId = anAccount().id;
    await aFileWithAStaleName(path, accountId);
    const db = openDatabase(path);
    t.after(() => db.close());
    const ports = createSqlitePorts(db);
    const list = async (overrides: object) =>
      (
        await ports.subscriptions.list(accountId, {
          limit: 10,
          offset: 0,
          sort: 'name',
          filters: {},
          ...overrides,
        })
      ).items.map((s) => s.name);
    assert.deepEqual(await list({ filters: { q: 'zatt' } }), ['Zattoo']);
    assert.deepEqual(await list({ filters: { q: 'amaz' } }), []);
    assert.deepEqual(await list({}), ['Mubi', 'Zattoo']);
  });
});
