import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import BetterSqlite3 from 'better-sqlite3';
import { backupDatabase } from './backup-database.js';
import { createSqlitePorts } from './create-sqlite-ports.js';
import { openDatabase } from './open-database.js';
import { aCreatedRecord, anAccount, aSubscription, tempDir } from './test-support/fixtures.js';

describe('backupDatabase', () => {
  it('writes a consistent copy while writes keep landing', async (t) => {
    const { dir, dispose } = tempDir();
    t.after(dispose);
    const db = openDatabase(join(dir, 'live.sqlite'));
    t.after(() => db.close());
    const ports = createSqlitePorts(db);
    const account = anAccount();
    ports.accounts.insert(account);
    const write = () => {
      const sub = aSubscription({ accountId: account.id, name: 'x'.repeat(100) });
      ports.subscriptions.insert(sub);
      ports.audit.append(aCreatedRecord(sub));
    };
    // Enough pages that better-sqlite3 copies them over many event-loop turns.
    ports.unitOfWork.transaction(() => {
      for (let i = 0; i < 20_000; i += 1) write();
    });

    let writesDuringBackup = 0;
    const writer = setInterval(() => {
      ports.unitOfWork.transaction(() => {
        for (let i = 0; i < 20; i += 1) write();
      });
      writesDuringBackup += 20;
    }, 0);
    const copyPath = join(dir, 'backups', 'copy.sqlite');
    try {
      await backupDatabase(db, copyPath);
    } finally {
      clearInterval(writer);
    }
    assert.ok(writesDuringBackup > 0, 'no write landed while the backup ran');

    const copy = new BetterSqlite3(copyPath, { readonly: true });
    t.after(() => copy.close());
    assert.equal(copy.pragma('integrity_check', { simple: true }), 'ok');
    const subscriptions = copy.prepare('SELECT count(*) FROM subscriptions').pluck().get();
    const records = copy.prepare('SELECT count(*) FROM audit_records').pluck().get();
    assert.ok((subscriptions as number) >= 20_000);
    assert.equal(records, subscriptions, 'every copied write has its audit record');
  });
});
