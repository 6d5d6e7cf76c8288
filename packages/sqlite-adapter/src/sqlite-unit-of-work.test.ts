import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { AuditLog, Ports } from '@subtrack/domain';
import { createSqlitePorts } from './create-sqlite-ports.js';
import { openDatabase } from './open-database.js';
import { aCreatedRecord, anAccount, aSubscription, tempDir } from './test-support/fixtures.js';

function setup(t: { after: (fn: () => void) => void }) {
  const db = openDatabase(':memory:');
  t.after(() => db.close());
  const ports = createSqlitePorts(db);
  const account = anAccount();
  ports.accounts.insert(account);
  return { db, ports, account };
}

/** An audit log whose append fails, as a full disk or a bug would make it. */
function failingAudit(inner: AuditLog): AuditLog {
  return {
    append: () => {
      throw new Error('injected audit failure');
    },
    list: (accountId, query) => inner.list(accountId, query),
    deleteForResource: (...args) => inner.deleteForResource(...args),
  };
}

const everything = { limit: 100, offset: 0 };

describe('SqliteUnitOfWork', () => {
  it('commits a subscription and its audit record together', (t) => {
    const { ports, account } = setup(t);
    const sub = aSubscription({ accountId: account.id });
    ports.unitOfWork.transaction(() => {
      ports.subscriptions.insert(sub);
      ports.audit.append(aCreatedRecord(sub));
    });
    assert.deepEqual(ports.subscriptions.findById(account.id, sub.id), sub);
    assert.equal(ports.audit.list(account.id, { ...everything, filters: {} }).items.length, 1);
  });

  it('rolls the subscription write back when its audit insert fails', (t) => {
    const { ports, account } = setup(t);
    const broken: Ports = { ...ports, audit: failingAudit(ports.audit) };
    const sub = aSubscription({ accountId: account.id });
    assert.throws(
      () =>
        broken.unitOfWork.transaction(() => {
          broken.subscriptions.insert(sub);
          broken.audit.append(aCreatedRecord(sub));
        }),
      /injected audit failure/,
    );
    assert.equal(ports.subscriptions.findById(account.id, sub.id), null);
    assert.equal(ports.audit.list(account.id, { ...everything, filters: {} }).items.length, 0);
  });

  it('rolls the subscription write back when the database rejects the audit row', (t) => {
    const { ports, account } = setup(t);
    const sub = aSubscription({ accountId: account.id });
    // A record of an unknown account breaks the audit foreign key inside SQLite itself.
    const orphan = { ...aCreatedRecord(sub), accountId: 'no-such-account' };
    assert.throws(() =>
      ports.unitOfWork.transaction(() => {
        ports.subscriptions.insert(sub);
        ports.audit.append(orphan);
      }),
    );
    assert.equal(ports.subscriptions.findById(account.id, sub.id), null);
  });

  it('runs a nested transaction inside the outer one', (t) => {
    const { ports, account } = setup(t);
    const first = aSubscription({ accountId: account.id });
    const second = aSubscription({ accountId: account.id });
    assert.throws(() =>
      ports.unitOfWork.transaction(() => {
        ports.subscriptions.insert(first);
        ports.unitOfWork.transaction(() => ports.subscriptions.insert(second));
        throw new Error('outer fails after the inner one finished');
      }),
    );
    assert.equal(ports.subscriptions.listAll(account.id).length, 0);
    const result = ports.unitOfWork.transaction(() => {
      ports.subscriptions.insert(first);
      return ports.unitOfWork.transaction(() => {
        ports.subscriptions.insert(second);
        return 'done';
      });
    });
    assert.equal(result, 'done');
    assert.equal(ports.subscriptions.listAll(account.id).length, 2);
  });

  it('deletes a subscription with its earlier audit records, keeping only the D19 record', (t) => {
    const { ports, account } = setup(t);
    const sub = aSubscription({ accountId: account.id });
    const kept = aSubscription({ accountId: account.id });
    for (const s of [sub, kept]) {
      ports.subscriptions.insert(s);
      ports.audit.append(aCreatedRecord(s));
    }
    const deletion = {
      ...aCreatedRecord(sub),
      action: 'subscription.deleted' as const,
      changes: null,
    };
    ports.unitOfWork.transaction(() => {
      ports.subscriptions.delete(account.id, sub.id);
      ports.audit.deleteForResource(account.id, 'subscription', sub.id);
      ports.audit.append(deletion);
    });
    const about = ports.audit.list(account.id, {
      ...everything,
      filters: { resourceId: sub.id },
    });
    assert.deepEqual(about.items, [deletion]);
    const others = ports.audit.list(account.id, {
      ...everything,
      filters: { resourceId: kept.id },
    });
    assert.equal(others.items.length, 1);
  });
});

describe('SqliteUnitOfWork.readSnapshot', () => {
  it('answers the reads of its work and leaves no transaction open', (t) => {
    const { db, ports, account } = setup(t);
    const sub = aSubscription({ accountId: account.id });
    ports.subscriptions.insert(sub);
    const found = ports.unitOfWork.readSnapshot!(() => {
      assert.equal(db.inTransaction, true);
      return ports.subscriptions.findById(account.id, sub.id);
    });
    assert.deepEqual(found, sub);
    assert.equal(db.inTransaction, false);
  });

  it('commits a write made inside it, and its reads see the write afterwards', (t) => {
    const { db, ports, account } = setup(t);
    const sub = aSubscription({ accountId: account.id });
    const seen = ports.unitOfWork.readSnapshot!(() => {
      ports.unitOfWork.transaction(() => {
        ports.subscriptions.insert(sub);
        // A nested unit of work inside the write stays part of it.
        ports.unitOfWork.transaction(() => ports.audit.append(aCreatedRecord(sub)));
      });
      return ports.subscriptions.findById(account.id, sub.id);
    });
    assert.deepEqual(seen, sub);
    assert.equal(db.inTransaction, false);
    assert.equal(ports.audit.list(account.id, { ...everything, filters: {} }).items.length, 1);
  });

  it('rolls back a failed write inside it and still releases the snapshot', (t) => {
    const { db, ports, account } = setup(t);
    const sub = aSubscription({ accountId: account.id });
    assert.throws(() =>
      ports.unitOfWork.readSnapshot!(() =>
        ports.unitOfWork.transaction(() => {
          ports.subscriptions.insert(sub);
          throw new Error('write fails');
        }),
      ),
    );
    assert.equal(db.inTransaction, false);
    assert.equal(ports.subscriptions.findById(account.id, sub.id), null);
  });

  it('writes inside it even after another connection wrote since its snapshot began', (t) => {
    const { dir, dispose } = tempDir();
    const path = join(dir, 'shared.sqlite');
    const server = openDatabase(path);
    const cli = openDatabase(path);
    t.after(() => {
      server.close();
      cli.close();
      dispose();
    });
    const ports = createSqlitePorts(server);
    const other = createSqlitePorts(cli);
    const account = anAccount();
    ports.accounts.insert(account);
    const mine = aSubscription({ accountId: account.id });
    const theirs = aSubscription({ accountId: account.id });
    ports.unitOfWork.readSnapshot!(() => {
      assert.equal(ports.subscriptions.listAll(account.id).length, 0);
      other.unitOfWork.transaction(() => other.subscriptions.insert(theirs));
      // A deferred read upgraded to a write here would fail with SQLITE_BUSY_SNAPSHOT.
      ports.unitOfWork.transaction(() => ports.subscriptions.insert(mine));
    });
    assert.equal(ports.subscriptions.listAll(account.id).length, 2);
  });
});
