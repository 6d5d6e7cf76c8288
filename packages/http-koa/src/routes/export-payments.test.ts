import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { subtrackFixture } from '@subtrack/file-formats/testing';
import { startDataIoServer } from '../testing/data-io-server.js';
import type { TestServer } from '../testing/test-server.js';

const EXPORT = '/api/v1/export';
const octets = { 'Content-Type': 'application/octet-stream' };

type Payment = Record<string, unknown> & { id: string; dueOn: string };
type Exported = {
  version: number;
  subscriptions: Array<Record<string, unknown> & { id: string; payments: unknown[] }>;
};

// A record apart from the timestamps the importing server sets.
const untimed = ({ createdAt: _c, updatedAt: _u, ...rest }: Record<string, unknown>) => rest;

// What a payment is, apart from the id and timestamps a server gives it.
const essence = ({ id: _id, createdAt: _c, updatedAt: _u, ...rest }: Payment) => rest;

async function paymentsOf(s: TestServer, id: string): Promise<Payment[]> {
  const answer = await s.request('GET', `/api/v1/subscriptions/${id}/payments?limit=100`, {
    key: s.readKey,
  });
  assert.equal(answer.status, 200, answer.text);
  return answer.json['data'] as Payment[];
}

async function importInto(s: TestServer, file: string | Uint8Array) {
  return s.request('POST', '/api/v1/imports?source=subtrack', {
    key: s.writeKey,
    rawBody: file,
    headers: octets,
  });
}

describe('GET /api/v1/export with payments, and its import', () => {
  it('moves a payment history to a new server: skipped months and changed amounts come back equal', async (t) => {
    const from = await startDataIoServer(t);
    // Today is 2026-11-21: a quarterly plan on the 31st, started a year ago.
    const created = await from.request('POST', '/api/v1/subscriptions', {
      key: from.writeKey,
      body: {
        name: 'Insurance',
        category: 'Insurance',
        amount: 90,
        currency: 'EUR',
        period: 'monthly',
        intervalCount: 3,
        nextPaymentDate: '2026-12-31',
        startedOn: '2025-12-31',
        noticeDays: 30,
        remindDaysBefore: [14, 2],
      },
    });
    assert.equal(created.status, 201, created.text);
    const id = (created.json['data'] as { id: string }).id;
    const before = await paymentsOf(from, id);
    assert.deepEqual(
      before.map((p) => p.dueOn),
      ['2026-09-30', '2026-06-30', '2026-03-31', '2025-12-31'],
    );
    const patch = (payment: Payment, body: unknown) =>
      from.request('PATCH', `/api/v1/subscriptions/${id}/payments/${payment.id}`, {
        key: from.writeKey,
        body,
      });
    assert.equal((await patch(before[1]!, { status: 'skipped' })).status, 200);
    assert.equal((await patch(before[0]!, { amount: 97.45 })).status, 200);

    const file = (await from.request('GET', EXPORT, { key: from.readKey })).text;
    const exported = JSON.parse(file) as Exported;
    assert.equal(exported.version, 3);
    assert.deepEqual(exported.subscriptions[0]?.payments, [
      { dueOn: '2025-12-31', amount: 90, currency: 'EUR', status: 'paid', source: 'backfill' },
      { dueOn: '2026-03-31', amount: 90, currency: 'EUR', status: 'paid', source: 'backfill' },
      { dueOn: '2026-06-30', amount: 90, currency: 'EUR', status: 'skipped', source: 'backfill' },
      { dueOn: '2026-09-30', amount: 97.45, currency: 'EUR', status: 'paid', source: 'backfill' },
    ]);

    const to = await startDataIoServer(t);
    const imported = await importInto(to, file);
    assert.equal(imported.status, 200, imported.text);
    const after = await paymentsOf(to, id);
    assert.deepEqual(after.map(essence), (await paymentsOf(from, id)).map(essence));
    const again = JSON.parse(
      (await to.request('GET', EXPORT, { key: to.readKey })).text,
    ) as Exported;
    assert.deepEqual(again.subscriptions.map(untimed), exported.subscriptions.map(untimed));
  });

  it('still imports a version 1 file: its records with no payments and every billing field at its default', async (t) => {
    const s = await startDataIoServer(t);
    const imported = await importInto(s, subtrackFixture('export-version-1.json'));
    assert.equal(imported.status, 200, imported.text);
    const data = imported.json['data'] as {
      created: Array<{ subscription: Record<string, unknown> }>;
    };
    assert.deepEqual(
      data.created.map(({ subscription: r }) => [
        r['name'],
        r['period'],
        r['intervalCount'],
        r['status'],
        r['nextPaymentDate'],
      ]),
      [
        ['Netflix', 'monthly', 1, 'active', '2026-11-30'],
        ['Domain example.org', 'yearly', 1, 'active', '2027-02-14'],
        ['Gym', 'custom', undefined, 'paused', '2026-12-10'],
        ['Music trial', 'monthly', 1, 'active', '2026-12-03'],
      ],
    );
    const exported = JSON.parse(
      (await s.request('GET', EXPORT, { key: s.readKey })).text,
    ) as Exported;
    assert.deepEqual(
      exported.subscriptions.map((r) => r.payments.length),
      [0, 0, 0, 0],
    );
    assert.equal((await paymentsOf(s, exported.subscriptions[0]!.id)).length, 0);
  });

  it('refuses a version 2 file with a bad payment, naming the row and the payment field, and imports nothing', async (t) => {
    const s = await startDataIoServer(t);
    const record = (payments: unknown) => ({
      name: 'Phone',
      category: 'Utilities',
      amount: 20,
      currency: 'EUR',
      period: 'monthly',
      nextPaymentDate: '2026-12-05',
      payments,
    });
    const good = {
      dueOn: '2026-11-05',
      amount: 20,
      currency: 'EUR',
      status: 'paid',
      source: 'renewal',
    };
    const file = JSON.stringify({
      format: 'subtrack-export',
      version: 2,
      subscriptions: [
        record([good, { ...good, dueOn: '2026-10-05', amount: '20' }]),
        record([good, { ...good, dueOn: '2026-11-05' }]),
        record([{ ...good, status: 'late' }]),
        record('none'),
      ],
    });
    const refused = await importInto(s, file);
    assert.equal(refused.status, 400, refused.text);
    const rows = (
      refused.json['error'] as { rows: Array<{ row: number; field: string; suggestedFix: string }> }
    ).rows;
    assert.deepEqual(
      rows.map((r) => [r.row, r.field]),
      [
        [1, 'payments[1].amount'],
        [2, 'payments[1].dueOn'],
        [3, 'payments[0].status'],
        [4, 'payments'],
      ],
    );
    assert.ok(rows.every((r) => r.suggestedFix.length > 0));
    const list = await s.request('GET', '/api/v1/subscriptions', { key: s.readKey });
    assert.deepEqual(list.json['data'], []);
  });
});
