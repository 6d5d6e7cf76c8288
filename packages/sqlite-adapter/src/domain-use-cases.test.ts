import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apiKeyWriteContext,
  createSubscription,
  deleteSubscription,
  listAuditEvents,
  parseCreateSubscriptionBody,
  parseSubscriptionPatchBody,
  updateSubscription,
  type WriteContext,
} from '@subtrack/domain';
import { anAccount, aSubscriptionBody, FakeClock } from '@subtrack/domain/testing';
import { createSqlitePorts } from './create-sqlite-ports.js';
import { openDatabase } from './open-database.js';

describe('the domain use cases on SQLite', () => {
  it('DELETE leaves only the D19 deletion record of the subscription', async (t) => {
    const db = openDatabase(':memory:');
    t.after(() => db.close());
    const ports = createSqlitePorts(db, { clock: new FakeClock('2026-11-21T08:00:00.000Z') });
    const account = anAccount();
    await ports.accounts.insert(account);
    const ctx: WriteContext = apiKeyWriteContext(
      { accountId: account.id, apiKeyId: '0123456789abcdef', scope: 'write' },
      'req-1',
    );
    const created = await createSubscription(
      ports,
      ctx,
      parseCreateSubscriptionBody(aSubscriptionBody({ name: 'Netflix' })),
    );
    await updateSubscription(ports, ctx, created.id, parseSubscriptionPatchBody({ amount: 17.99 }));
    const about = async () =>
      (
        await listAuditEvents(ports, account.id, {
          limit: 100,
          offset: 0,
          filters: { resourceId: created.id },
        })
      ).items;
    assert.deepEqual(
      (await about()).map((r) => r.action),
      ['subscription.updated', 'subscription.created'],
    );

    await deleteSubscription(ports, ctx, created.id);

    assert.equal(await ports.subscriptions.findById(account.id, created.id), null);
    const remaining = await about();
    assert.equal(remaining.length, 1);
    assert.equal(remaining[0]?.action, 'subscription.deleted');
    assert.equal(remaining[0]?.changes, null);
    assert.doesNotMatch(JSON.stringify(db.prepare('SELECT * FROM audit_records').all()), /Netflix/);
  });
});
