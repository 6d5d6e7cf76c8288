// The domain's own use cases on PostgreSQL, run by two processes at once (two pools, two
// sets of ports, one database): what D44 promises N processes behind one proxy.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import {
  apiKeyWriteContext,
  beginIdempotentRequest,
  completeIdempotentRequest,
  createSubscription,
  deleteSubscription,
  isDomainError,
  listAuditEvents,
  type Ports,
  parseCreateSubscriptionBody,
  parseSubscriptionPatchBody,
  updateSubscription,
  type WriteContext,
} from '@subtrack/domain';
import { anAccount, aSubscriptionBody, SequentialIds } from '@subtrack/domain/testing';
import { emptyTables, useSharedTestDatabase } from './test-support/postgres-test-database.js';
import { testPorts } from './test-support/postgres-test-ports.js';

const twoProcesses = useSharedTestDatabase(2);
let processes: [Ports, Ports];
const account = anAccount();
const ctx: WriteContext = apiKeyWriteContext(
  { accountId: account.id, apiKeyId: '0123456789abcdef', scope: 'write' },
  'req-1',
);
const netflix = parseCreateSubscriptionBody(aSubscriptionBody());

beforeEach(async () => {
  const [a, b] = await twoProcesses();
  await emptyTables(a!);
  processes = [testPorts(a!), testPorts(b!)];
  await processes[0].accounts.insert(account);
});

const outcomeOf = (attempt: Promise<{ kind: string }>) =>
  attempt.then(
    (start) => start.kind,
    (error: unknown) => (isDomainError(error) ? error.code : Promise.reject(error)),
  );

describe('the domain use cases on PostgreSQL, two processes at once', () => {
  it('two first uses of each idempotency key: one runs, the other is told it is in use, then both replay', async () => {
    const [a, b] = processes;
    const request = { method: 'POST', path: '/api/v1/subscriptions', bodyHash: 'hash' };
    const keys = Array.from({ length: 20 }, (_, i) => ({ accountId: account.id, key: `k-${i}` }));
    const outcomes = await Promise.all(
      keys.map((scope) =>
        Promise.all([
          outcomeOf(beginIdempotentRequest(a, scope, request)),
          outcomeOf(beginIdempotentRequest(b, scope, request)),
        ]),
      ),
    );
    for (const pair of outcomes) assert.deepEqual(pair.sort(), ['idempotency_key_in_use', 'run']);
    const answer = { status: 201, headers: { 'Content-Type': 'application/json' }, body: '{}' };
    await a.unitOfWork.transaction((tx) => completeIdempotentRequest(tx, keys[0]!, answer));
    const replays = await Promise.all([
      beginIdempotentRequest(a, keys[0]!, request),
      beginIdempotentRequest(b, keys[0]!, request),
    ]);
    assert.deepEqual(replays, [
      { kind: 'replay', response: answer },
      { kind: 'replay', response: answer },
    ]);
  });

  it('two PATCHes of one subscription from two processes: both changes and both audit records are kept', async () => {
    const [a, b] = processes;
    const created = await createSubscription(a, ctx, netflix);
    await Promise.all([
      updateSubscription(a, ctx, created.id, parseSubscriptionPatchBody({ amount: 17.99 })),
      updateSubscription(b, ctx, created.id, parseSubscriptionPatchBody({ name: 'Netflix 4K' })),
    ]);
    const stored = await a.subscriptions.findById(account.id, created.id);
    assert.equal(stored?.amountMinor, 1799);
    assert.equal(stored?.name, 'Netflix 4K');
    assert.equal(stored?.version, created.version + 2);
    const audit = await listAuditEvents(a, account.id, {
      limit: 10,
      offset: 0,
      filters: { action: 'subscription.updated' },
    });
    assert.equal(audit.items.length, 2);
  });

  it('creates from two processes never take an account past its subscription limit', async () => {
    const limits = { maxSubscriptionsPerAccount: 3 };
    // Each process has its own ids, as UUIDv7 ids would be.
    const [a, b] = (await twoProcesses()).map((pool, i) =>
      testPorts(pool, { limits, ids: new SequentialIds(1 + i * 1000) }),
    );
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createSubscription(i % 2 === 0 ? a! : b!, ctx, netflix).then(
          () => 'created',
          (error: unknown) => (isDomainError(error) ? error.code : Promise.reject(error)),
        ),
      ),
    );
    assert.equal(outcomes.filter((o) => o === 'created').length, 3);
    assert.equal(outcomes.filter((o) => o === 'subscription_limit_reached').length, 7);
    assert.equal(await a!.subscriptions.countByAccount(account.id), 3);
  });

  it('DELETE leaves only the deletion record of the subscription', async () => {
    const [a] = processes;
    const created = await createSubscription(a, ctx, netflix);
    await updateSubscription(a, ctx, created.id, parseSubscriptionPatchBody({ amount: 17.99 }));
    await deleteSubscription(a, ctx, created.id);
    assert.equal(await a.subscriptions.findById(account.id, created.id), null);
    const remaining = await listAuditEvents(a, account.id, {
      limit: 100,
      offset: 0,
      filters: { resourceId: created.id },
    });
    assert.deepEqual(
      remaining.items.map((record) => [record.action, record.changes]),
      [['subscription.deleted', null]],
    );
  });
});
