import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getSpendOverTime, listPayments, type Ports } from '@subtrack/domain';
import { createInMemoryPorts, FakeClock } from '@subtrack/domain/testing';
import { seedDemo } from './seed-demo.js';

const WHERE = { timeZone: 'UTC', locale: 'en-US' };

async function seeded(now: string) {
  const ports = createInMemoryPorts({ clock: new FakeClock(now) });
  const { accountId } = await seedDemo(ports, WHERE);
  return { ports, accountId };
}

async function history(ports: Ports, accountId: string, id: string) {
  const { items } = await listPayments(ports, accountId, id, { limit: 50, offset: 0, filters: {} });
  return items.map((p) => `${p.dueOn} ${p.source} ${p.status} ${p.amountMinor}`);
}

describe('seedDemo', () => {
  it('shows every billing feature, dated from the clock the same way each time', async () => {
    const { ports, accountId } = await seeded('2026-11-21T08:00:00.000Z');
    const all = await ports.subscriptions.listAll(accountId);
    const byName = new Map(all.map((s) => [s.name, s]));
    assert.equal(all.length, 16);

    // D38: a quarterly plan anchored on the 31st with three backfilled quarters (D40).
    const insurance = byName.get('Home insurance');
    assert.deepEqual(
      [insurance?.period, insurance?.intervalCount, insurance?.billingAnchorDay],
      ['monthly', 3, 31],
    );
    assert.equal(insurance?.startedOn, '2026-02-28');
    assert.equal(insurance?.nextPaymentDate, '2026-11-30');
    assert.deepEqual(await history(ports, accountId, insurance!.id), [
      '2026-08-31 backfill paid 8750',
      '2026-05-31 backfill paid 8750',
      '2026-02-28 backfill paid 8750',
    ]);

    // D38, D42: a domain every two years, reminded 30 and 7 days before.
    const domain = byName.get('example.org domain');
    assert.deepEqual(
      [domain?.period, domain?.intervalCount, domain?.nextPaymentDate, domain?.remindDaysBefore],
      ['yearly', 2, '2027-06-21', [30, 7]],
    );

    // D39, D40, D42: a contract that ends, with notice, two reminders and one month skipped.
    const contract = byName.get('Mobile contract');
    assert.deepEqual(
      [contract?.endsOn, contract?.noticeDays, contract?.remindDaysBefore],
      ['2028-05-21', 30, [7, 1]],
    );
    assert.deepEqual(await history(ports, accountId, contract!.id), [
      '2026-10-21 backfill paid 2500',
      '2026-09-21 backfill skipped 2500',
      '2026-08-21 backfill paid 2500',
      '2026-07-21 backfill paid 2500',
      '2026-06-21 backfill paid 2500',
    ]);

    // D41: the spend chart has paid months behind it.
    const spend = await getSpendOverTime(ports, accountId, {});
    const eur = spend.byCurrency.find((c) => c.currency === 'EUR');
    assert.deepEqual(
      eur?.months.filter((m) => m.month >= '2026-08' && m.month <= '2026-10').map((m) => m.paid),
      [112.5, 0, 25],
    );
  });

  it('dates the billing records from another day as it dates the rest', async () => {
    const { ports, accountId } = await seeded('2027-03-31T12:00:00.000Z');
    const all = await ports.subscriptions.listAll(accountId);
    const insurance = all.find((s) => s.name === 'Home insurance');
    assert.equal(insurance?.startedOn, '2026-06-30');
    assert.equal(insurance?.nextPaymentDate, '2027-03-31');
    const contract = all.find((s) => s.name === 'Mobile contract');
    assert.equal(contract?.startedOn, '2026-10-31');
    assert.equal(contract?.nextPaymentDate, '2027-03-31');
  });
});
