import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { SubscriptionFilters, SubscriptionListQuery } from '@subtrack/domain';
import { SUBSCRIPTION_SORTS } from '@subtrack/domain';
import { anAccount, aSubscription } from '@subtrack/domain/testing';
import {
  reminderCandidatesStatement,
  reminderCandidateValues,
  subscriptionListStatement,
} from '@subtrack/sql-rows';
import type { Database } from 'better-sqlite3';
import { createSqlitePorts } from './create-sqlite-ports.js';
import { openDatabase } from './open-database.js';
import { PAGE_BY_CREATED, PAGE_BY_ROWID } from './subscription-page-sql.js';

const ROWS = 100_000;
const STATUSES = ['active', 'paused', 'cancelled'] as const;
const PERIODS = ['monthly', 'yearly', 'custom'] as const;

/** One account with 100,000 subscriptions spread over every filter value, and a neighbour. */
async function bigAccount(db: Database): Promise<string> {
  const ports = createSqlitePorts(db);
  const account = anAccount();
  const neighbour = anAccount({ id: 'acc-neighbour' });
  await ports.accounts.insert(account);
  await ports.accounts.insert(neighbour);
  await ports.unitOfWork.transaction(async (tx) => {
    for (let i = 0; i < ROWS; i += 1) {
      const period = PERIODS[i % 3] ?? 'monthly';
      await tx.subscriptions.insert(
        aSubscription({
          id: `sub-${i.toString().padStart(6, '0')}`,
          accountId: i % 50 === 0 ? neighbour.id : account.id,
          name: `Service ${i % 977}`,
          category: `Category ${i % 40}`,
          amountMinor: (i * 7919) % 100_000,
          status: STATUSES[i % 7 === 0 ? 1 : i % 11 === 0 ? 2 : 0] ?? 'active',
          period,
          customDays: period === 'custom' ? 30 : null,
          billingAnchorDay: period === 'custom' ? null : 1,
          nextPaymentDate: `2027-${String((i % 12) + 1).padStart(2, '0')}-01`,
          createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
        }),
      );
    }
  });
  return account.id;
}

const FILTERS: Record<string, SubscriptionFilters> = {
  status: { status: 'paused' },
  category: { category: 'Category 7' },
  period: { period: 'yearly' },
  q: { q: 'service 12' },
  expiringBefore: { expiringBefore: '2027-02-01' },
};

function plan(db: Database, accountId: string, query: SubscriptionListQuery): string[] {
  const { text, values } = subscriptionListStatement('sqlite', accountId, query);
  return db
    .prepare(`EXPLAIN QUERY PLAN ${text}`)
    .all(...values)
    .map((row) => (row as { detail: string }).detail);
}

/** Reads by an index restricted to the account: never a table or whole-index scan. */
function assertReadsByIndex(details: string[]): void {
  const reads = details.filter((d) => /\bsubscriptions\b/.test(d));
  assert.ok(reads.length > 0, `no read of subscriptions in ${details.join(' | ')}`);
  for (const detail of reads) {
    assert.match(detail, /^SEARCH subscriptions USING (COVERING )?INDEX \S+ \(account_id=\?/);
  }
}

describe('list query plans on an account with 100,000 subscriptions', () => {
  let db: Database;
  let accountId: string;
  before(async () => {
    db = openDatabase(':memory:');
    accountId = await bigAccount(db);
  });

  for (const sort of SUBSCRIPTION_SORTS) {
    it(`sorts by ${sort} straight from an index, without a temporary sort`, () => {
      const details = plan(db, accountId, { limit: 50, offset: 0, sort, filters: {} });
      assertReadsByIndex(details);
      assert.ok(!details.some((d) => d.includes('TEMP B-TREE')), details.join(' | '));
    });
  }

  for (const [name, filters] of Object.entries(FILTERS)) {
    it(`filters by ${name} through an index in the default order`, () => {
      const details = plan(db, accountId, { limit: 50, offset: 0, sort: '-createdAt', filters });
      assertReadsByIndex(details);
      if (name !== 'expiringBefore') {
        assert.ok(!details.some((d) => d.includes('TEMP B-TREE')), details.join(' | '));
      }
    });

    it(`filters by ${name} through an index under every sort`, () => {
      for (const sort of SUBSCRIPTION_SORTS) {
        assertReadsByIndex(plan(db, accountId, { limit: 50, offset: 0, sort, filters }));
      }
    });
  }

  it('reads each page of iterateAll by a range of an index or of the rowid, never a sort', () => {
    const planOf = (sql: string, ...params: unknown[]) =>
      db
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all(...params)
        .map((row) => (row as { detail: string }).detail)
        .join(' | ');
    // D43: pages of a shared table follow the (account_id, created_at, id) index.
    assert.match(
      planOf(PAGE_BY_CREATED, accountId, '2026-02-01T00:00:00.000Z', 'sub-1'),
      /^SEARCH subscriptions USING INDEX subscriptions_by_created \(account_id=\? AND \(created_at,id\)>\(\?,\?\)\)$/,
    );
    // Issue 7: an account owning every row reads the table itself, in rowid order.
    assert.match(
      planOf(PAGE_BY_ROWID, 1000, accountId),
      /^SEARCH subscriptions USING INTEGER PRIMARY KEY \(rowid>\?\)$/,
    );
  });

  it('reads the D6 roll-forward candidates by the status and date index', () => {
    const details = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT * FROM subscriptions
         WHERE account_id = ? AND status = 'active' AND next_payment_date < ?`,
      )
      .all(accountId, '2027-03-01')
      .map((row) => (row as { detail: string }).detail);
    assert.match(details.join(' | '), /account_id=\? AND status=\? AND next_payment_date<\?/);
  });

  it('reads a reminder check’s records through two indexes, never every record', () => {
    const details = db
      .prepare(`EXPLAIN QUERY PLAN ${reminderCandidatesStatement('sqlite')}`)
      .all(...reminderCandidateValues(accountId, '2027-03-04'))
      .map((row) => (row as { detail: string }).detail);
    assert.deepEqual(
      details.filter((detail) => detail.includes('subscriptions')),
      [
        'SEARCH subscriptions USING INDEX subscriptions_by_status_next_payment (account_id=? AND status=? AND next_payment_date<?)',
        'SEARCH subscriptions USING INDEX subscriptions_reminded_apart (account_id=? AND next_payment_date>?)',
      ],
    );
  });
});

describe('payment query plans', () => {
  it('lists a subscription’s payments from the table’s own key and sums months from the totals', () => {
    const db = openDatabase(':memory:');
    const details = (sql: string, ...params: unknown[]) =>
      db
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all(...params)
        .map((row) => (row as { detail: string }).detail);
    const list = details(
      `SELECT id FROM payments WHERE subscription_id = ? AND account_id = ? AND due_on BETWEEN ? AND ?
       ORDER BY due_on DESC LIMIT 10 OFFSET 0`,
      's',
      'a',
      '0',
      '9',
    );
    assert.deepEqual(list, [
      'SEARCH payments USING PRIMARY KEY (account_id=? AND subscription_id=? AND due_on>? AND due_on<?)',
    ]);
    const totals = details(
      'SELECT month FROM payment_month_totals WHERE account_id = ? AND month BETWEEN ? AND ?',
      'a',
      '2026-01',
      '2026-12',
    );
    assert.deepEqual(totals, [
      'SEARCH payment_month_totals USING PRIMARY KEY (account_id=? AND month>? AND month<?)',
    ]);
    db.close();
  });
});
