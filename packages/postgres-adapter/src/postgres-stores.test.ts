// A first pass over every store on a real PostgreSQL: what is written reads back the same,
// in the domain's shapes (dates as 'YYYY-MM-DD', instants as RFC 3339 UTC, numbers as
// numbers, JSON as written). The domain's contract suites (contracts.test.ts) go further.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import type { Ports } from '@subtrack/domain';
import {
  aChannel,
  aMember,
  anAccount,
  anApiKey,
  anAuditRecord,
  aSignInLinkRecord,
  aSubscription,
  aWebSessionRecord,
  someNotificationSettings,
} from '@subtrack/domain/testing';
import { PostgresSubscriptionRepository } from './postgres-subscription-repository.js';
import { PoolSession } from './session.js';
import { emptyTables, useTestPool } from './test-support/postgres-test-database.js';
import { anIdempotencyClaim, testPorts } from './test-support/postgres-test-ports.js';

const pool = useTestPool();
let ports: Ports;
const account = anAccount();

beforeEach(async () => {
  await emptyTables(pool());
  ports = testPorts(pool());
  await ports.accounts.insert(account);
});

const everything = { limit: 100, offset: 0, filters: {} };

describe('PostgreSQL stores', () => {
  it('keeps accounts and lists them oldest first', async () => {
    const later = anAccount({ id: 'acc-later', createdAt: '2027-01-01T00:00:00.000Z' });
    await ports.accounts.insert(later);
    assert.deepEqual(await ports.accounts.findById(account.id), account);
    assert.deepEqual(await ports.accounts.list(), [account, later]);
    assert.equal(await ports.accounts.findById('missing'), null);
  });

  it('keeps a subscription exactly, Unicode name, big amount and dates included', async () => {
    const sub = aSubscription({
      name: 'Straße Ünïcode ✓ 𝄞',
      amountMinor: 9_007_199_254_740_991,
      nextPaymentDate: '2028-02-29',
      isTrial: true,
      trialEndsOn: '2028-01-31',
    });
    await ports.subscriptions.insert(sub);
    assert.deepEqual(await ports.subscriptions.findById(account.id, sub.id), sub);
    assert.deepEqual(await ports.subscriptions.listAll(account.id), [sub]);
    assert.deepEqual(await ports.subscriptions.listVersions(account.id), [
      { id: sub.id, version: sub.version },
    ]);
    const updated = { ...sub, name: 'Renamed', version: sub.version + 1 };
    await ports.subscriptions.update(updated);
    assert.deepEqual(await ports.subscriptions.findById(account.id, sub.id), updated);
    assert.equal(await ports.subscriptions.delete(account.id, sub.id), true);
    assert.equal(await ports.subscriptions.delete(account.id, sub.id), false);
  });

  it('iterates every record of an account once across several pages', async () => {
    const small = new PostgresSubscriptionRepository(new PoolSession(pool()), 3);
    const ids: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      // Equal creation times on purpose: the id breaks the tie between pages.
      const sub = aSubscription({ id: `sub-${i}`, createdAt: '2026-10-01T00:00:00.000Z' });
      await small.insert(sub);
      ids.push(sub.id);
    }
    const seen: string[] = [];
    for await (const sub of small.iterateAll(account.id)) seen.push(sub.id);
    assert.deepEqual(seen.sort(), ids.sort());
  });

  it('filters by a literal substring of the folded name and sorts names by code point', async () => {
    for (const name of ['b_x', 'B%Y', 'a', 'Ab', 'É']) {
      await ports.subscriptions.insert(aSubscription({ name }));
    }
    const names = async (q: string | undefined, sort: '-name' | 'name' = 'name') =>
      (
        await ports.subscriptions.list(account.id, {
          ...everything,
          sort,
          filters: q === undefined ? {} : { q },
        })
      ).items.map((s) => s.name);
    assert.deepEqual(await names('_'), ['b_x']);
    assert.deepEqual(await names('%'), ['B%Y']);
    assert.deepEqual(await names('B'), ['Ab', 'B%Y', 'b_x']);
    // Folded: a, ab, b%y, b_x, é (U+00E9 after every ASCII letter).
    assert.deepEqual(await names(undefined), ['a', 'Ab', 'B%Y', 'b_x', 'É']);
    assert.deepEqual(await names(undefined, '-name'), ['É', 'b_x', 'B%Y', 'Ab', 'a']);
  });

  it('keeps API keys, revokes once and records use at most once per interval', async () => {
    const key = anApiKey({ label: 'Backup script' });
    await ports.apiKeys.insert(key);
    assert.deepEqual(await ports.apiKeys.findById(key.id), key);
    assert.equal(
      await ports.apiKeys.recordUse(key.id, '2026-11-21T08:00:00.000Z', '2026-11-21T07:59:00.000Z'),
      true,
    );
    assert.equal(
      await ports.apiKeys.recordUse(key.id, '2026-11-21T08:00:30.000Z', '2026-11-21T07:59:30.000Z'),
      false,
    );
    assert.equal(await ports.apiKeys.revoke(key.id, '2026-11-21T09:00:00.000Z'), true);
    await ports.apiKeys.revoke(key.id, '2026-11-21T10:00:00.000Z');
    assert.equal((await ports.apiKeys.findById(key.id))?.revokedAt, '2026-11-21T09:00:00.000Z');
    assert.equal((await ports.apiKeys.listByAccount(account.id)).length, 1);
  });

  it('keeps audit records with their changes and filters them by time', async () => {
    const early = anAuditRecord({
      id: 'aud-1',
      occurredAt: '2026-11-01T00:00:00.000Z',
      changes: { name: { from: null, to: 'Ünïcode' }, amount: { from: null, to: 9.99 } },
    });
    const late = anAuditRecord({ id: 'aud-2', occurredAt: '2026-11-02T00:00:00.000Z' });
    await ports.audit.append(early);
    await ports.audit.append(late);
    assert.deepEqual((await ports.audit.list(account.id, everything)).items, [late, early]);
    const since = await ports.audit.list(account.id, {
      ...everything,
      filters: { since: '2026-11-02T00:00:00.000Z' },
    });
    assert.deepEqual(since.items, [late]);
    // Key order survives: the API shows changes in the order they were recorded.
    const [read] = (await ports.audit.list(account.id, { ...everything, offset: 1 })).items;
    assert.deepEqual(Object.keys(read?.changes ?? {}), ['name', 'amount']);
  });

  it('keeps notification settings and derives pushConfigured from enabled channels', async () => {
    const settings = someNotificationSettings({ pushConfigured: false });
    await ports.notificationSettings.save(settings);
    assert.deepEqual(await ports.notificationSettings.get(account.id), settings);
    const channel = aChannel({ enabled: true });
    await ports.channels.insert(channel);
    assert.equal((await ports.notificationSettings.get(account.id))?.pushConfigured, true);
    assert.deepEqual(await ports.channels.findById(channel.id), channel);
    assert.deepEqual(await ports.channels.listByAccount(account.id), [channel]);
    await ports.channels.update({ ...channel, enabled: false, label: 'Off' });
    assert.equal((await ports.channels.findById(channel.id))?.label, 'Off');
    assert.equal(await ports.channels.remove(channel.id), true);
    assert.equal(await ports.channels.remove(channel.id), false);
  });

  it('claims a reminder once, records its delivery and forgets it with its subscription', async () => {
    const sub = aSubscription();
    await ports.subscriptions.insert(sub);
    const channel = aChannel();
    await ports.channels.insert(channel);
    const key = {
      channelId: channel.id,
      accountId: account.id,
      subscriptionId: sub.id,
      kind: 'renewal' as const,
      dueDate: sub.nextPaymentDate,
      offsetDays: 3,
    };
    const log = ports.reminderDeliveries;
    assert.equal(
      await log.claim(key, '2026-11-21T08:00:00.000Z', '2026-11-21T08:01:00.000Z'),
      true,
    );
    assert.equal(
      await log.claim(key, '2026-11-21T08:00:01.000Z', '2026-11-21T08:01:01.000Z'),
      false,
    );
    await log.recordSuccess(key, '2026-11-21T08:00:02.000Z');
    assert.deepEqual(await log.get(key), {
      attempts: 1,
      deliveredAt: '2026-11-21T08:00:02.000Z',
      nextAttemptAt: null,
      lastError: null,
      supersededAt: null,
    });
    assert.equal((await log.recent(channel.id, 5))[0]?.dueDate, sub.nextPaymentDate);
    await ports.subscriptions.delete(account.id, sub.id);
    assert.equal(await log.get(key), null);
  });

  it('keeps members, their sessions and one-time links, and deletes them with the member', async () => {
    const member = aMember({ accountId: account.id });
    await ports.members.save(member);
    assert.deepEqual(await ports.members.findById(account.id, member.id), member);
    assert.deepEqual(await ports.members.findByEmailKey(member.emailKey ?? ''), member);
    const session = aWebSessionRecord({ accountId: account.id, memberId: member.id });
    await ports.webSessions.insert(session);
    assert.deepEqual(await ports.webSessions.findByHash(session.idHash), session);
    assert.equal(await ports.webSessions.touch(session.idHash, '2026-11-22T00:00:00.000Z'), true);
    assert.equal(
      await ports.webSessions.deleteAllOfMember(account.id, member.id, session.idHash),
      0,
    );
    const link = aSignInLinkRecord({ accountId: account.id, memberId: member.id });
    await ports.signInLinks.insert(link);
    assert.deepEqual(await ports.signInLinks.take(link.tokenHash), link);
    assert.equal(await ports.signInLinks.take(link.tokenHash), null);
    assert.equal(await ports.members.delete(account.id, member.id), true);
    assert.equal(await ports.webSessions.findByHash(session.idHash), null);
  });

  it('keeps idempotency records with their answers and removes expired ones', async () => {
    const record = anIdempotencyClaim(account.id);
    await ports.idempotency.save(record);
    assert.deepEqual(await ports.idempotency.find(account.id, 'key-1'), record);
    const answered = {
      ...record,
      leaseUntil: null,
      response: { status: 201, headers: { Location: '/x', 'Content-Type': 'json' }, body: '{}' },
    };
    await ports.idempotency.save(answered);
    assert.deepEqual(await ports.idempotency.find(account.id, 'key-1'), answered);
    assert.equal(await ports.idempotency.removeExpired('2026-11-22T08:00:00.000Z', 10), 1);
    assert.equal(await ports.idempotency.find(account.id, 'key-1'), null);
  });

  it('keeps one calendar feed per account', async () => {
    const feed = { accountId: account.id, tokenHash: 'a'.repeat(64), createdAt: account.createdAt };
    await ports.calendarFeeds.save(feed);
    const newer = { ...feed, tokenHash: 'b'.repeat(64) };
    await ports.calendarFeeds.save(newer);
    assert.deepEqual(await ports.calendarFeeds.findByAccount(account.id), newer);
    assert.deepEqual(await ports.calendarFeeds.findByTokenHash(newer.tokenHash), newer);
    assert.equal(await ports.calendarFeeds.findByTokenHash(feed.tokenHash), null);
    assert.equal(await ports.calendarFeeds.delete(account.id), true);
  });

  it('commits a transaction’s writes together and rolls them all back on failure', async () => {
    const kept = aSubscription({ name: 'Kept' });
    await ports.unitOfWork.transaction(async (tx) => {
      await tx.subscriptions.insert(kept);
      await tx.audit.append(anAuditRecord({ resourceId: kept.id }));
    });
    await assert.rejects(
      ports.unitOfWork.transaction(async (tx) => {
        await tx.subscriptions.insert(aSubscription({ name: 'Rolled back' }));
        await tx.audit.append(anAuditRecord({ id: 'aud-rolled-back' }));
        throw new Error('boom');
      }),
      /boom/,
    );
    assert.deepEqual(await ports.subscriptions.listAll(account.id), [kept]);
    assert.equal((await ports.audit.list(account.id, everything)).items.length, 1);
  });
});
