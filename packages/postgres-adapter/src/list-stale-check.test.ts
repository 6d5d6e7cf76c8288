// D6, issue 34: on PostgreSQL a list reads its page together with the account's time zone
// and earliest active payment date; a date before the account's today, on the page or not,
// still rolls the whole account forward before the page is answered.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import {
  cliWriteContext,
  configureNotifications,
  listSubscriptions,
  type SubscriptionListQuery,
} from '@subtrack/domain';
import { anAccount, aSubscription, FakeClock } from '@subtrack/domain/testing';
import type { PostgresPorts } from './create-postgres-ports.js';
import { emptyTables, useSharedTestDatabase } from './test-support/postgres-test-database.js';
import { fakeServices, testPorts } from './test-support/postgres-test-ports.js';

const shared = useSharedTestDatabase();
const account = anAccount();
// Noon in UTC: already the 22nd on the Line Islands (UTC+14).
const NOON = '2026-11-21T12:00:00.000Z';
let ports: PostgresPorts;

const query = (filters: SubscriptionListQuery['filters'] = {}): SubscriptionListQuery => ({
  limit: 50,
  offset: 0,
  sort: 'nextPaymentDate',
  filters,
});

beforeEach(async () => {
  const [pool] = await shared();
  await emptyTables(pool!);
  ports = testPorts(pool!, fakeServices(new FakeClock(NOON)));
  await ports.accounts.insert(account);
});

const inZone = (timeZone: string) =>
  configureNotifications(ports, cliWriteContext(account.id, 'req-zone'), {
    enabled: true,
    timeZone,
  });

describe('listSubscriptions on PostgreSQL', () => {
  it("leaves a date of today in the account's zone as it is", async () => {
    await ports.subscriptions.insert(
      aSubscription({ accountId: account.id, nextPaymentDate: '2026-11-21' }),
    );
    const [listed] = (await listSubscriptions(ports, account.id, query())).items;
    assert.equal(listed?.nextPaymentDate, '2026-11-21');
  });

  it("rolls a date that is past only in the account's zone before answering", async () => {
    await inZone('Pacific/Kiritimati');
    await ports.subscriptions.insert(
      aSubscription({ accountId: account.id, nextPaymentDate: '2026-11-21' }),
    );
    const [listed] = (await listSubscriptions(ports, account.id, query())).items;
    assert.equal(listed?.nextPaymentDate, '2026-12-21');
  });

  it('rolls a stale record the page does not show, and filters on the rolled dates', async () => {
    const stale = aSubscription({
      accountId: account.id,
      category: 'Music',
      nextPaymentDate: '2026-11-05',
    });
    await ports.subscriptions.insert(stale);
    await ports.subscriptions.insert(
      aSubscription({ accountId: account.id, category: 'Video', nextPaymentDate: '2026-11-25' }),
    );
    const video = await listSubscriptions(ports, account.id, query({ category: 'Video' }));
    assert.deepEqual(
      video.items.map((s) => s.nextPaymentDate),
      ['2026-11-25'],
    );
    assert.equal(
      (await ports.subscriptions.findById(account.id, stale.id))?.nextPaymentDate,
      '2026-12-05',
    );
    const expiring = await listSubscriptions(
      ports,
      account.id,
      query({ expiringBefore: '2026-11-30' }),
    );
    assert.deepEqual(
      expiring.items.map((s) => s.category),
      ['Video'],
    );
  });
});
