import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Discovery, DiscoverySuggestion } from '@subtrack/domain';
import { translatorFor } from '@subtrack/i18n';
import { formattersFor } from '../format/formatters.js';
import {
  findingsView,
  type KeptFindings,
  likelihoodOf,
  periodWords,
} from './find-subscriptions-view.js';

const format = formattersFor('en-GB');
const { t } = translatorFor('en');
const TRACKED_ID = '0190f0e2-7c3b-7d6a-9a4b-000000000009';

const aSuggestion = (overrides: Partial<DiscoverySuggestion> = {}): DiscoverySuggestion => ({
  name: 'Netflix',
  amount: 17.99,
  currency: 'EUR',
  period: 'monthly',
  intervalCount: 1,
  customDate: null,
  billingAnchorDay: 5,
  nextPaymentDate: '2026-12-05',
  confidence: 0.9,
  evidence: [
    { date: '2026-10-05', amount: 15.99, text: 'NETFLIX.COM 2K4L90' },
    { date: '2026-11-05', amount: 17.99, text: 'NETFLIX.COM 7QX2M1' },
  ],
  priceChange: { from: 15.99, to: 17.99, on: '2026-11-05' },
  ...overrides,
});

const discovery: Discovery = {
  from: '2026-08-01',
  to: '2026-11-20',
  transactions: 412,
  suggestions: [
    aSuggestion(),
    aSuggestion({ name: 'Spotify', confidence: 0.6, priceChange: null }),
  ],
  matches: [
    {
      subscriptionId: TRACKED_ID,
      evidence: [{ date: '2026-11-03', amount: 49, text: 'Urban Sports GmbH' }],
      newPayments: [{ dueOn: '2026-11-01', amount: 49, date: '2026-11-03' }],
      priceChange: null,
    },
    {
      subscriptionId: '0190f0e2-7c3b-7d6a-9a4b-00000000dead',
      evidence: [],
      newPayments: [],
      priceChange: null,
    },
  ],
  alerts: [
    { kind: 'charged_after_cancel', subscriptionId: TRACKED_ID, date: '2026-11-03', amount: 49 },
  ],
};

const kept = (overrides: Partial<KeptFindings> = {}): KeptFindings => ({
  filename: 'Umsaetze.csv',
  discovery,
  expiresAtMs: 0,
  added: {},
  dismissed: [],
  recorded: [],
  ...overrides,
});
const tracked = new Map([[TRACKED_ID, { name: 'Gym', currency: 'EUR' as const }]]);

describe('periodWords and likelihoodOf', () => {
  it('say the period and how sure in words a person uses', () => {
    assert.equal(
      periodWords({ period: 'monthly', intervalCount: 1, customDate: null }, t),
      'monthly',
    );
    assert.equal(
      periodWords({ period: 'monthly', intervalCount: 3, customDate: null }, t),
      'every 3 months',
    );
    assert.equal(
      periodWords({ period: 'yearly', intervalCount: 1, customDate: null }, t),
      'yearly',
    );
    assert.equal(
      periodWords({ period: 'custom', intervalCount: null, customDate: '7' }, t),
      'weekly',
    );
    assert.equal(
      periodWords({ period: 'custom', intervalCount: null, customDate: '14' }, t),
      'every 2 weeks',
    );
    assert.deepEqual(
      [0.92, 0.75, 0.5].map((c) => likelihoodOf(c, t).words),
      ['Very likely', 'Likely', 'Possible'],
    );
  });
});

describe('findingsView', () => {
  it('shows the file, each suggestion with its price, period, history and charges newest first', () => {
    const view = findingsView(kept(), tracked, format, t);
    assert.equal(view.summary, '“Umsaetze.csv”: 412 bookings from 1 Aug 2026 to 20 Nov 2026.');
    const [netflix] = view.suggestions;
    assert.deepEqual(
      [netflix?.price, netflix?.period, netflix?.next, netflix?.history],
      ['€17.99', 'monthly', '5 Dec 2026', '2 charges since 5 Oct 2026.'],
    );
    assert.equal(netflix?.priceChange, 'The price rose from €15.99 to €17.99 on 5 Nov 2026.');
    assert.deepEqual(
      netflix?.charges.map((c) => c.date),
      ['5 Nov 2026', '5 Oct 2026'],
    );
  });

  it('leaves out what was dismissed and a subscription deleted since; marks what was added and recorded', () => {
    const view = findingsView(
      kept({ dismissed: [1], added: { 0: { id: 'new-id', name: 'Netflix' } }, recorded: [0] }),
      tracked,
      format,
      t,
    );
    assert.deepEqual(
      view.suggestions.map((s) => [s.name, s.added?.href]),
      [['Netflix', '/subscriptions/new-id']],
    );
    assert.deepEqual(
      view.matches.map((m) => [
        m.name,
        m.recorded,
        m.newPayments.map((p) => `${p.date} ${p.amount}`),
      ]),
      [['Gym', true, ['1 Nov 2026 €49.00']]],
    );
    assert.deepEqual(view.alerts, [
      {
        name: 'Gym',
        href: `/subscriptions/${TRACKED_ID}`,
        text: 'charged €49.00 on 3 Nov 2026, after it was cancelled.',
      },
    ]);
  });
});
