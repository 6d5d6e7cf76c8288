import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { WorkPacer } from '../ports/work-pacer.js';
import { addDays } from '../shared/calendar-date.js';
import {
  aBankTransaction,
  chargesOn,
  everyDays,
  monthlyDates,
} from '../testing/bank-statements.js';
import type { BankTransaction } from './bank-transaction.js';
import { type DiscoveryInput, discoverSubscriptions } from './discover-subscriptions.js';

const TODAY = '2026-11-28';

const discover = (transactions: BankTransaction[], more: Partial<DiscoveryInput> = {}) =>
  discoverSubscriptions({ transactions, tracked: [], payments: [], today: TODAY, ...more });

async function suggested(transactions: BankTransaction[], more: Partial<DiscoveryInput> = {}) {
  return (await discover(transactions, more)).suggestions;
}

// A statement through the end of November, so plans charged until then are still running.
const endOfStatement = aBankTransaction({
  date: '2026-11-27',
  amountMinor: -423,
  payee: 'Bäckerei Müller',
});

describe('discoverSubscriptions: series', () => {
  it('suggests a monthly plan charged late after weekends, predicting the schedule day', async () => {
    // The 1st of Feb, Mar and Aug 2026 fall on a weekend: the bank books the Monday after.
    const dates = monthlyDates('2026-01-01', 11, (i) => ({ 1: 1, 2: 1, 7: 2 })[i] ?? 0);
    const [netflix, ...rest] = await suggested([...chargesOn(dates), endOfStatement]);
    assert.equal(rest.length, 0);
    assert.equal(netflix!.name, 'Netflix');
    assert.equal(netflix!.amount, 17.99);
    assert.equal(netflix!.currency, 'EUR');
    assert.deepEqual(
      [netflix!.period, netflix!.intervalCount, netflix!.customDate, netflix!.billingAnchorDay],
      ['monthly', 1, null, 1],
    );
    assert.equal(netflix!.nextPaymentDate, '2026-12-01');
    assert.equal(netflix!.evidence.length, 11);
    assert.deepEqual(netflix!.evidence[1], {
      date: '2026-02-02',
      amount: 17.99,
      text: 'Netflix International B.V.',
    });
    assert.ok(netflix!.confidence >= 0.8 && netflix!.confidence <= 1, `${netflix!.confidence}`);
  });

  it('keeps a plan on the 31st through short months', async () => {
    const dates = monthlyDates('2026-01-31', 10);
    assert.deepEqual(dates.slice(0, 4), ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    const [plan] = await suggested(chargesOn(dates));
    assert.equal(plan!.billingAnchorDay, 31);
    assert.equal(plan!.nextPaymentDate, '2026-11-30');
  });

  it('tells weekly, every 2 weeks, quarterly and yearly plans apart, as a create takes them', async () => {
    const start = '2026-06-01';
    const statement = [
      ...chargesOn(everyDays(start, 26, 7), { payee: 'Zeitung Abo', amountMinor: -450 }),
      ...chargesOn(everyDays(start, 13, 14), { payee: 'Putzhilfe Plattform', amountMinor: -3900 }),
      ...chargesOn(
        monthlyDates('2025-12-15', 4, () => 0, 3),
        {
          payee: 'Cloud Backup',
          amountMinor: -2997,
        },
      ),
      ...chargesOn(['2024-09-03', '2025-09-05', '2026-09-01'], {
        payee: 'Domain Registrar',
        amountMinor: -1500,
      }),
      endOfStatement,
    ];
    const byName = new Map((await suggested(statement)).map((s) => [s.name, s]));
    const fields = (name: string) => {
      const s = byName.get(name)!;
      return [s.period, s.intervalCount, s.customDate, s.nextPaymentDate];
    };
    assert.deepEqual(fields('Zeitung Abo'), ['custom', null, '7', '2026-11-30']);
    assert.deepEqual(fields('Putzhilfe Plattform'), ['custom', null, '14', '2026-11-30']);
    assert.deepEqual(fields('Cloud Backup'), ['monthly', 3, null, '2026-12-15']);
    assert.deepEqual(fields('Domain Registrar'), ['yearly', 1, null, '2027-09-01']);
  });

  it('needs 3 charges, or 2 a year apart', async () => {
    assert.deepEqual(await suggested(chargesOn(['2026-10-05', '2026-11-05'])), []);
    const yearly = await suggested(chargesOn(['2025-11-20', '2026-11-18'], { amountMinor: -9900 }));
    assert.equal(yearly[0]!.period, 'yearly');
  });

  it('takes amounts within 20 % of their median, and not a bill that varies more', async () => {
    const dates = monthlyDates('2026-03-10', 8);
    const wandering = [1799, 1802, 1790, 1811, 1797, 1805, 1799, 1801];
    const utility = [6520, 9810, 4230, 7775, 12050, 5590, 8040, 6610];
    const statement = [
      ...dates.map((date, i) => aBankTransaction({ date, amountMinor: -wandering[i]! })),
      ...dates.map((date, i) =>
        aBankTransaction({ date, payee: 'Stadtwerke Strom', amountMinor: -utility[i]! }),
      ),
    ];
    assert.deepEqual(
      (await suggested(statement)).map((s) => s.name),
      ['Netflix'],
    );
  });

  it('reports a lasting price step, also one above 20 %, but not one odd charge', async () => {
    const dates = monthlyDates('2026-02-05', 10);
    const stepped = dates.map((date, i) =>
      aBankTransaction({ date, amountMinor: i < 7 ? -1299 : -1799 }),
    );
    const [plan] = await suggested(stepped);
    assert.equal(plan!.amount, 17.99);
    assert.deepEqual(plan!.priceChange, { from: 12.99, to: 17.99, on: '2026-09-05' });

    const odd = dates.map((date, i) =>
      aBankTransaction({ date, amountMinor: i === 9 ? -1599 : -1499 }),
    );
    assert.equal((await suggested(odd))[0]!.priceChange, null);
  });

  it('never suggests income, transfers to own accounts, rent or cash', async () => {
    const dates = monthlyDates('2026-01-28', 10);
    const statement = [
      ...chargesOn(dates, { payee: 'ACME GmbH', text: 'Gehalt', amountMinor: 320000 }),
      ...chargesOn(dates, { payee: 'Max Mustermann', text: 'Übertrag auf Tagesgeldkonto' }),
      ...chargesOn(dates, { payee: 'Max Mustermann', text: 'Monthly savings', amountMinor: -500 }),
      ...chargesOn(dates, { payee: 'Max M.', text: 'Sparen', ownAccountTransfer: true }),
      ...chargesOn(dates, {
        payee: 'Hausverwaltung Nord',
        text: 'Miete Wohnung 3',
        amountMinor: -95000,
      }),
      ...chargesOn(dates, { payee: 'Sparkasse', text: 'Bargeld Geldautomat', amountMinor: -10000 }),
    ];
    assert.deepEqual(await suggested(statement), []);
  });

  it('passes over irregular shopping and a daily coffee at one price', async () => {
    const groceries = everyDays('2026-01-02', 90, 3).map((date, i) =>
      aBankTransaction({
        date: addDays(date, i % 2),
        payee: 'REWE Markt',
        amountMinor: -(2000 + ((i * 3917) % 9000)),
      }),
    );
    const coffee = everyDays('2026-05-01', 150, 1).map((date) =>
      aBankTransaction({ date, payee: 'Café Central', amountMinor: -350 }),
    );
    assert.deepEqual(await suggested([...groceries, ...coffee]), []);
  });

  it('finds a plan among other purchases from the same shop, and two plans of one payee', async () => {
    const dates = monthlyDates('2026-01-03', 11);
    const statement = [
      ...chargesOn(dates, { payee: 'APPLE.COM/BILL', amountMinor: -99 }),
      ...chargesOn(monthlyDates('2026-01-15', 11), { payee: 'APPLE.COM/BILL', amountMinor: -1099 }),
      ...chargesOn(dates, { payee: 'Amazon Prime*2K4L90', amountMinor: -899 }),
      ...chargesOn(['2026-02-10', '2026-04-22', '2026-07-01'], {
        payee: 'Amazon Prime*7Q1M33',
        amountMinor: -3450,
      }),
      endOfStatement,
    ];
    const found = (await suggested(statement)).map((s) => `${s.name} ${s.amount}`).sort();
    assert.deepEqual(found, ['Amazon Prime 8.99', 'Apple Bill 0.99', 'Apple Bill 10.99']);
  });

  it('takes a plan after a first month at an introductory price, from its regular price on', async () => {
    const dates = monthlyDates('2026-05-10', 7);
    const intro = dates.map((date, i) =>
      aBankTransaction({ date, amountMinor: i === 0 ? -99 : -1299 }),
    );
    const [plan] = await suggested(intro);
    assert.equal(plan!.evidence.length, 6);
    assert.equal(plan!.amount, 12.99);
  });

  it('takes no part of a bill that varies: not its last months, nor every third month', async () => {
    const bill = [9120, 6480, 11950, 8800, 9050, 8930, 14100, 7020, 9400, 9310, 9390];
    const statement = monthlyDates('2026-01-12', 11).map((date, i) =>
      aBankTransaction({ date, payee: 'Stadtwerke', amountMinor: -bill[i]! }),
    );
    assert.deepEqual(await suggested(statement), []);
  });

  it('needs two yearly charges alone to be one price', async () => {
    const twice = (amounts: number[]) =>
      ['2025-06-14', '2026-06-16'].map((date, i) =>
        aBankTransaction({ date, payee: 'MediaMarkt', amountMinor: -amounts[i]! }),
      );
    assert.deepEqual(await suggested(twice([11872, 10999])), []);
    assert.equal((await suggested(twice([4900, 4900])))[0]!.period, 'yearly');
  });

  it('passes over a shop whose visits now and then fall a month apart', async () => {
    const visits = everyDays('2026-01-03', 60, 5).map((date, i) =>
      aBankTransaction({ date, payee: 'Sushi Circle', amountMinor: -(2000 + ((i * 2713) % 5000)) }),
    );
    const chain = monthlyDates('2026-02-14', 6).map((date) =>
      aBankTransaction({ date, payee: 'Sushi Circle', amountMinor: -5743 }),
    );
    assert.deepEqual(await suggested([...visits, ...chain]), []);
  });

  it('leaves out a plan that stopped before the statement ends', async () => {
    const stopped = chargesOn(monthlyDates('2026-01-12', 5));
    assert.deepEqual(await suggested([...stopped, endOfStatement]), []);
  });

  it('counts only the charges since a month was missed', async () => {
    const dates = monthlyDates('2026-01-08', 11).filter((date) => date !== '2026-05-08');
    const [plan] = await suggested(dates.map((date) => aBankTransaction({ date })));
    assert.equal(plan!.evidence[0]!.date, '2026-06-08');
  });

  it('leaves out counterparties the owner dismissed and currencies subtrack does not track', async () => {
    const dates = monthlyDates('2026-05-05', 7);
    const statement = [
      ...chargesOn(dates),
      ...chargesOn(dates, { payee: 'Spotify AB', currency: 'SEK', amountMinor: -11900 }),
    ];
    assert.deepEqual(await suggested(statement, { dismissed: ['NETFLIX'] }), []);
  });

  it('answers the statement range and its count, and nothing for an empty one', async () => {
    const result = await discover([
      aBankTransaction({ date: '2026-03-05' }),
      aBankTransaction({ date: '2026-01-09', amountMinor: 1000 }),
    ]);
    assert.deepEqual(
      [result.from, result.to, result.transactions],
      ['2026-01-09', '2026-03-05', 2],
    );
    assert.deepEqual(await discover([]), {
      from: null,
      to: null,
      transactions: 0,
      suggestions: [],
      matches: [],
      alerts: [],
    });
  });
});

describe('discoverSubscriptions (properties)', () => {
  const plan = fc.record({
    // Days 1 to 28: a plan on the 30th whose charges come a day late in long months may as
    // well be on the 31st (the month's end is tested on its own).
    first: fc
      .integer({ min: 0, max: 700 })
      .map((offset) => addDays('2024-01-01', offset))
      .filter((date) => Number(date.slice(8, 10)) <= 28),
    count: fc.integer({ min: 3, max: 24 }),
    lateness: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 24, maxLength: 24 }),
    amountMinor: fc.integer({ min: 100, max: 50_000 }),
  });

  it('finds any monthly plan on its anchor day, however late each charge is booked', () => {
    return fc.assert(
      fc.asyncProperty(plan, async ({ first, count, lateness, amountMinor }) => {
        const dates = monthlyDates(first, count, (i) => (i === 0 ? 0 : lateness[i]!));
        const statement = chargesOn(dates, { amountMinor: -amountMinor });
        const found = await suggested(statement);
        assert.equal(found.length, 1);
        assert.equal(found[0]!.period, 'monthly');
        assert.equal(found[0]!.billingAnchorDay, Number(first.slice(8, 10)));
        assert.equal(found[0]!.evidence.length, count);
        assert.ok(found[0]!.nextPaymentDate >= TODAY);
      }),
      { numRuns: 60 },
    );
  });

  it('never suggests anything from income alone', () => {
    return fc.assert(
      fc.asyncProperty(plan, async ({ first, count, amountMinor }) => {
        const statement = chargesOn(monthlyDates(first, count), { amountMinor });
        assert.deepEqual(await suggested(statement), []);
      }),
      { numRuns: 30 },
    );
  });

  it('answers the same whatever the order of the transactions', () => {
    const statement = [
      ...chargesOn(monthlyDates('2026-01-03', 11), { payee: 'Spotify', amountMinor: -1099 }),
      ...chargesOn(everyDays('2026-06-01', 26, 7), { payee: 'Zeitung', amountMinor: -450 }),
      ...chargesOn(monthlyDates('2026-01-20', 11)),
    ];
    return fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(statement, { minLength: statement.length }),
        async (shuffled) => {
          assert.deepEqual(await discover(shuffled), await discover(statement));
        },
      ),
      { numRuns: 10 },
    );
  });
});

describe('discoverSubscriptions: pacing', () => {
  it('pauses between pieces of work when the pacer says so, with the same answer', async () => {
    let pauses = 0;
    const pacer: WorkPacer = {
      due: () => true,
      pause: async () => {
        pauses += 1;
      },
    };
    const letter = (n: number) => String.fromCharCode(97 + (n % 26));
    const statement = everyDays('2024-01-01', 3000, 1).map((date, i) =>
      aBankTransaction({
        date,
        payee: `Shop ${letter(i)}${letter(Math.floor(i / 26))}`,
        amountMinor: -(100 + i),
      }),
    );
    statement.push(...chargesOn(monthlyDates('2031-01-05', 12)));
    const paced = await discoverSubscriptions(
      { transactions: statement, tracked: [], payments: [], today: TODAY },
      pacer,
    );
    assert.deepEqual(paced, await discover(statement));
    assert.ok(pauses >= 400, `${pauses} pauses`);
  });
});
