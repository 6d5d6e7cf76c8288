import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { TransactionPorts } from '@subtrack/domain';
import { anAccount, anAuditRecord, aSubscription } from '@subtrack/domain/testing';
import BetterSqlite3 from 'better-sqlite3';
import { backupDatabase } from './backup-database.js';
import { createSqlitePorts } from './create-sqlite-ports.js';
import { openDatabase } from './open-database.js';
import { tempDir } from './test-support/fixtures.js';

describe('backupDatabase', () => {
  it('writes a consistent copy while writes keep landing', async (t) => {
    const { dir, dispose } = tempDir();
    t.after(dispose);
    const db = openDatabase(join(dir, 'live.sqlite'));
    t.after(() => db.close());
    const ports = createSqlitePorts(db);
    const account = anAccount();
    await ports.accounts.insert(account);
    const write = async (tx: TransactionPorts) => {
      const sub = aSubscription({ accountId: account.id, name: 'x'.repeat(100) });
      await tx.subscriptions.insert(sub);
      await tx.audit.append(anAuditRecord({ resourceId: sub.id }));
    };
    // Enough pages that better-sqlite3 copies them over many event-loop turns.
    await ports.unitOfWork.transaction(async (tx) => {
      for (let i = 0; i < 20_000; i += 1) await write(tx);
    });

    let writesDuringBackup = 0;
    const writes: Array<Promise<void>> = [];
    const writer = setInterval(() => {
      writes.push(
        ports.unitOfWork.transaction(async (tx) => {
          for (let i = 0; i < 20; i += 1) await write(tx);
        }),
      );
      writesDuringBackup += 20;
    }, 0);
    const copyPath = join(dir, 'backups', 'copy.sqlite');
    try {
      await backupDatabase(db, copyPath);
    } finally {
      clearInterval(writer);
      await Promise.all(writes);
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
