import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Discovery } from '@subtrack/domain';
import { PSEUDO_LANGUAGE, translatorFor } from '@subtrack/i18n';
import { h } from 'preact';
import { formattersFor } from '../../format/formatters.js';
import { renderInPseudoLocale, unmarkedOnPage } from '../../testing/pseudo-locale.js';
import { aWebSession } from '../../testing/test-session.js';
import { findingsView } from '../../view-models/find-subscriptions-view.js';
import { ColumnsScreen } from './columns-screen.js';
import { FindSubscriptionsScreen } from './find-subscriptions-screen.js';
import { StatementForm } from './statement-form.js';

// The file's own headers and name are shown as they are.
const AS_IS = ['owner@example.com', 'Buchungstag', 'Betrag', 'export.csv'];

describe('finding subscriptions in the pseudo-locale', () => {
  it('says every word of the upload and of the columns question through the catalogs', () => {
    assert.deepEqual(
      unmarkedOnPage(renderInPseudoLocale(h(StatementForm, { csrfToken: 'x' })), AS_IS),
      [],
    );
    for (const filename of ['export.csv', '']) {
      const screen = h(ColumnsScreen, {
        session: aWebSession(),
        filename,
        headers: ['Buchungstag', 'Betrag'],
        values: { date: 'Buchungstag' },
        minutesToAnswer: 30,
      });
      assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(screen), AS_IS), []);
    }
  });
});

const TRACKED = '0190f0e2-7c3b-7d6a-9a4b-000000000009';
const charge = { date: '2026-11-05', amount: 17.99, text: 'NETFLIX.COM 7QX2M1' };
const discovery: Discovery = {
  from: '2026-08-01',
  to: '2026-11-20',
  transactions: 412,
  suggestions: [0.9, 0.75, 0.5].map((confidence, index) => ({
    name: `Netflix${index}`,
    amount: 17.99,
    currency: 'EUR' as const,
    period: 'monthly' as const,
    intervalCount: index + 1,
    customDate: null,
    billingAnchorDay: 5,
    nextPaymentDate: '2026-12-05',
    confidence,
    evidence: [{ ...charge, date: '2026-10-05', amount: 15.99 }, charge],
    priceChange: { from: 15.99, to: 17.99, on: '2026-11-05' },
  })),
  matches: [0, 1, 2].map((n) => ({
    subscriptionId: TRACKED,
    evidence: [charge],
    newPayments: Array.from({ length: n }, () => ({
      dueOn: '2026-11-01',
      amount: 49,
      date: '2026-11-03',
    })),
    priceChange: { from: 49, to: 45, on: '2026-11-03' },
  })),
  alerts: (['charged_after_cancel', 'missed_renewal', 'price_change'] as const).map((kind) => ({
    kind,
    subscriptionId: TRACKED,
    date: '2026-11-03',
    amount: 49,
  })),
};

describe('the findings in the pseudo-locale', () => {
  it('say every word of the alerts, suggestions and matches through the catalogs', () => {
    const pseudo = translatorFor(PSEUDO_LANGUAGE);
    const tracked = new Map([[TRACKED, { name: 'Gym', currency: 'EUR' as const }]]);
    for (const filename of ['Umsaetze.csv', '']) {
      const findings = findingsView(
        {
          filename,
          discovery,
          expiresAtMs: 0,
          added: { 1: { id: 'new-id', name: 'Netflix1' } },
          dismissed: [],
          recorded: [1],
        },
        tracked,
        formattersFor(PSEUDO_LANGUAGE),
        pseudo.t,
      );
      const screen = h(FindSubscriptionsScreen, {
        session: aWebSession(),
        notice: null,
        findings,
      });
      const shown = [...AS_IS, 'Umsaetze.csv', 'Gym', 'Netflix0', 'Netflix1', 'Netflix2'];
      // The charges' dates, amounts and bank texts are the formatters' and the bank's.
      const charges = [
        'NETFLIX.COM 7QX2M1',
        'Nov 5, 2026',
        'Oct 5, 2026',
        'Nov 1, 2026',
        '€17.99',
        '€15.99',
        '€49.00',
      ];
      assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(screen), [...shown, ...charges]), []);
    }
  });
});
