import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BankTransaction, StatementReader } from '../discovery/bank-transaction.js';
import { counterpartyOf, parseDismissalBody } from '../discovery/dismissal.js';
import { unreadableStatement } from '../discovery/invalid-statement.js';
import { aBankTransaction, chargesOn, monthlyDates } from '../testing/bank-statements.js';
import { expectDomainError, expectDomainRejection } from '../testing/expect-domain-error.js';
import { aTestWorld } from '../testing/test-world.js';
import { addSuggestion } from './add-suggestion.js';
import { createSubscription } from './create-subscription.js';
import { discoverFromStatement } from './discover-from-statement.js';
import { dismissCounterparty } from './dismiss-counterparty.js';
import { listAuditEvents } from './list-audit-events.js';
import { listDismissals } from './list-dismissals.js';
import { listPayments } from './list-payments.js';

// A reader that hands back these transactions, whatever the file.
const readerOf = (transactions: BankTransaction[]): StatementReader => ({
  read: async () => transactions,
});
const file = { bytes: new Uint8Array(), format: null };

// Spotify on the 15th (booked up to 2 days late), Netflix on the 3rd with a price rise,
// and a salary, from May to November 2026.
const statement = (): BankTransaction[] => [
  ...chargesOn(
    monthlyDates('2026-05-15', 7, (i) => (i % 3 === 1 ? 2 : 0)),
    {
      payee: 'PAYPAL *SPOTIFY',
      text: 'PAYPAL *SPOTIFY 2K4L90 Spotify Premium',
      amountMinor: -1099,
    },
  ),
  ...monthlyDates('2026-05-03', 7).map((date, i) =>
    aBankTransaction({ date, payee: 'Netflix.com', amountMinor: i < 4 ? -1799 : -1999 }),
  ),
  ...chargesOn(monthlyDates('2026-05-28', 6), { payee: 'ACME GmbH', amountMinor: 320000 }),
];

describe('discoverFromStatement', () => {
  it('suggests what the account does not track and matches what it does, with the charges not recorded yet', async () => {
    const { ports, ctx, accountId } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const netflix = await createSubscription(ports, ctx, {
      name: 'Netflix',
      category: 'Video',
      amountMinor: 1999,
      currency: 'EUR',
      period: 'monthly',
      nextPaymentDate: '2026-12-03',
    });
    const found = await discoverFromStatement(ports, readerOf(statement()), accountId, file);
    assert.deepEqual([found.from, found.to, found.transactions], ['2026-05-03', '2026-11-15', 20]);
    assert.deepEqual(
      found.suggestions.map((s) => [s.name, s.amount, s.period, s.nextPaymentDate]),
      [['Spotify', 10.99, 'monthly', '2026-12-15']],
    );
    const [match] = found.matches;
    assert.equal(match?.subscriptionId, netflix.id);
    assert.equal(match?.newPayments.length, 7, 'none of its charges is in its history');
  });

  it('leaves out what the owner dismissed, and keeps nothing of the file', async () => {
    const { ports, ctx, accountId } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    await dismissCounterparty(ports, ctx, counterpartyOf('Spotify'));
    const found = await discoverFromStatement(ports, readerOf(statement()), accountId, file);
    assert.deepEqual(
      found.suggestions.map((s) => s.name),
      ['Netflix'],
    );
    const audit = await listAuditEvents(ports, accountId, { limit: 10, offset: 0, filters: {} });
    assert.deepEqual(
      audit.items.map((record) => record.action),
      ['counterparty.dismissed'],
      'a discovery writes nothing',
    );
  });

  it('answers the reader’s refusal as it is', async () => {
    const { ports, accountId } = await aTestWorld();
    const refusing: StatementReader = {
      read: () => Promise.reject(unreadableStatement('The file is empty.', 'Send the export.')),
    };
    await expectDomainRejection(
      () => discoverFromStatement(ports, refusing, accountId, file),
      'invalid_statement',
      'file',
    );
  });
});

describe('dismissCounterparty', () => {
  it('remembers a counterparty once, by its key, audited the first time only', async () => {
    const { ports, ctx, accountId } = await aTestWorld();
    const first = await dismissCounterparty(ports, ctx, counterpartyOf('PAYPAL *Spotify 2K4L90'));
    const again = await dismissCounterparty(ports, ctx, counterpartyOf('SPOTIFY'));
    assert.deepEqual([first.created, again.created], [true, false]);
    assert.equal(again.dismissal.id, first.dismissal.id);
    assert.deepEqual(
      (await listDismissals(ports, accountId)).map((d) => [d.name, d.key]),
      [['PAYPAL *Spotify 2K4L90', 'spotify']],
    );
    const audit = await listAuditEvents(ports, accountId, { limit: 10, offset: 0, filters: {} });
    assert.deepEqual(
      audit.items.map((record) => [record.action, record.resourceType, record.changes]),
      [
        [
          'counterparty.dismissed',
          'counterparty',
          {
            name: { from: null, to: 'PAYPAL *Spotify 2K4L90' },
            key: { from: null, to: 'spotify' },
          },
        ],
      ],
    );
  });

  it('refuses a name that names no counterparty, and keys other than name', () => {
    expectDomainError(() => counterpartyOf('  '), 'invalid_counterparty', 'name');
    expectDomainError(() => counterpartyOf('4711 0815'), 'invalid_counterparty', 'name');
    expectDomainError(() => counterpartyOf('x'.repeat(201)), 'invalid_counterparty', 'name');
    expectDomainError(
      () => parseDismissalBody({ name: 'Spotify', key: 'x' }),
      'invalid_counterparty',
      'key',
    );
    assert.deepEqual(parseDismissalBody({ name: ' Spotify ' }), {
      name: 'Spotify',
      key: 'spotify',
    });
  });
});

describe('addSuggestion', () => {
  it('creates the subscription from its first charge, each charge a paid payment at its real amount', async () => {
    const { ports, ctx, accountId } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const found = await discoverFromStatement(ports, readerOf(statement()), accountId, file);
    const spotify = found.suggestions.find((s) => s.name === 'Spotify')!;
    const { subscription, charges } = await addSuggestion(ports, ctx, spotify);
    assert.equal(charges, 7);
    assert.deepEqual(
      [subscription.name, subscription.category, subscription.amountMinor, subscription.startedOn],
      ['Spotify', 'Uncategorized', 1099, '2026-05-15'],
    );
    assert.equal(subscription.nextPaymentDate, '2026-12-15');
    const { items } = await listPayments(ports, accountId, subscription.id, {
      limit: 100,
      offset: 0,
      filters: {},
    });
    assert.deepEqual(
      items.map((p) => `${p.dueOn} ${p.amountMinor} ${p.status} ${p.source}`).reverse(),
      monthlyDates('2026-05-15', 7).map((dueOn) => `${dueOn} 1099 paid bank`),
      'one payment per charge, on the renewal it paid, none twice',
    );
    const again = await discoverFromStatement(ports, readerOf(statement()), accountId, file);
    const match = again.matches.find((m) => m.subscriptionId === subscription.id);
    assert.deepEqual(match?.newPayments, [], 'a new discovery finds every charge recorded');
  });

  it('records each charge at its own price across a price rise, the latest price on the subscription', async () => {
    const { ports, ctx, accountId } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const found = await discoverFromStatement(ports, readerOf(statement()), accountId, file);
    const netflix = found.suggestions.find((s) => s.name === 'Netflix')!;
    const { subscription } = await addSuggestion(ports, ctx, netflix, 'Video');
    assert.deepEqual([subscription.amountMinor, subscription.category], [1999, 'Video']);
    const { items } = await listPayments(ports, accountId, subscription.id, {
      limit: 100,
      offset: 0,
      filters: {},
    });
    assert.deepEqual(
      items.map((p) => p.amountMinor).reverse(),
      [1799, 1799, 1799, 1799, 1999, 1999, 1999],
    );
  });
});
