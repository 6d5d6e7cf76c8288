import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CURRENCIES,
  EXPORT_CSV_COLUMNS,
  type ExportedSubscription,
  PAYMENT_SOURCES,
  PAYMENT_STATUSES,
  type SubscriptionExport,
} from '@subtrack/domain';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { neutraliseFormulaCell } from './formula-cells.js';
import {
  EXPORT_RATES_PER_CHUNK,
  EXPORT_RECORDS_PER_CHUNK,
  exportFileWriter,
} from './write-export.js';

// Any text, line breaks, quotes, separators and formula starts included: the writer must
// not depend on what validation lets through.
const text = fc.string({ unit: 'binary', maxLength: 12 });
const aResource: fc.Arbitrary<ExportedSubscription> = fc
  .record({
    id: fc.uuid(),
    name: text,
    category: text,
    amount: fc.integer({ min: 0, max: 99_999_999 }).map((minor) => minor / 100),
    currency: fc.constantFrom(...CURRENCIES),
    period: fc.constantFrom('monthly', 'yearly', 'custom' as const),
    nextPaymentDate: fc.constant('2026-12-05'),
    lastPaymentDate: fc.constant('2026-11-05'),
    billingAnchorDay: fc.option(fc.integer({ min: 1, max: 31 }), { nil: undefined }),
    customDate: fc.option(text, { nil: undefined }),
    notificationEnabled: fc.boolean(),
    status: fc.constantFrom('active', 'paused', 'cancelled' as const),
    isTrial: fc.boolean(),
    trialEndsOn: fc.option(fc.constant('2026-12-24'), { nil: undefined }),
    intervalCount: fc.option(fc.integer({ min: 1, max: 36 }), { nil: undefined }),
    startedOn: fc.option(fc.constant('2025-01-31'), { nil: undefined }),
    endsOn: fc.option(fc.constant('2027-12-31'), { nil: undefined }),
    noticeDays: fc.option(fc.integer({ min: 1, max: 365 }), { nil: undefined }),
    remindDaysBefore: fc.option(
      fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 3 }),
      { nil: undefined },
    ),
    payments: fc.array(
      fc.record({
        dueOn: fc.constant('2026-11-05'),
        amount: fc.integer({ min: 0, max: 99_999_999 }).map((minor) => minor / 100),
        currency: fc.constantFrom(...CURRENCIES),
        status: fc.constantFrom(...PAYMENT_STATUSES),
        source: fc.constantFrom(...PAYMENT_SOURCES),
      }),
      { maxLength: 3 },
    ),
    hasLogo: fc.boolean(),
    logo: fc.option(
      fc.record({
        contentType: fc.constant('image/webp' as const),
        data: fc.base64String({ maxLength: 40 }),
      }),
      { nil: undefined },
    ),
    createdAt: fc.constant('2026-11-21T08:00:00.000Z'),
    updatedAt: fc.constant('2026-11-21T08:00:00.000Z'),
  })
  // Absent keys stay absent, as the presenter leaves them out.
  .map((record) => JSON.parse(JSON.stringify(record)) as ExportedSubscription);

const aRate = fc.record({
  date: fc.constant('2026-11-20'),
  from: fc.constantFrom(...CURRENCIES),
  to: fc.constantFrom(...CURRENCIES),
  rate: fc.double({ min: 0.001, max: 1000, noNaN: true }),
  source: fc.constantFrom('ecb', 'owner' as const),
});

const anExport = fc
  .record({
    subscriptions: fc.array(aResource, { maxLength: EXPORT_RECORDS_PER_CHUNK * 3 + 7 }),
    exchangeRates: fc.array(aRate, { maxLength: EXPORT_RATES_PER_CHUNK * 2 + 3 }),
    homeCurrency: fc.option(fc.constantFrom(...CURRENCIES), { nil: null }),
  })
  .map(
    ({ subscriptions, exchangeRates, homeCurrency }): SubscriptionExport => ({
      format: 'subtrack-export',
      version: 3,
      exportedAt: '2026-11-21T09:00:00.000Z',
      homeCurrency,
      exchangeRates,
      subscriptions,
    }),
  );

// The files as they were written in one piece before D48.
const wholeJson = (data: SubscriptionExport) => `${JSON.stringify(data, null, 2)}\n`;
const wholeCsv = (data: SubscriptionExport) =>
  stringify(
    [
      [...EXPORT_CSV_COLUMNS],
      ...data.subscriptions.map((record) =>
        EXPORT_CSV_COLUMNS.map((column) => {
          const value = (record as unknown as Record<string, unknown>)[column];
          return value === undefined || value === null ? '' : neutraliseFormulaCell(String(value));
        }),
      ),
    ],
    { record_delimiter: 'windows' },
  );

describe('exportFileWriter in pieces', () => {
  it('gives exactly the text of the whole file, JSON and CSV, for any records', () => {
    fc.assert(
      fc.property(anExport, (data) => {
        assert.equal([...exportFileWriter.chunks(data, 'json')].join(''), wholeJson(data));
        assert.equal(exportFileWriter.write(data, 'json'), wholeJson(data));
        assert.equal([...exportFileWriter.chunks(data, 'csv')].join(''), wholeCsv(data));
        assert.equal(exportFileWriter.write(data, 'csv'), wholeCsv(data));
      }),
      { numRuns: 40 },
    );
  });

  it('makes a large export in pieces of at most a batch of records or rates each', () => {
    const data = fc.sample(anExport, { numRuns: 1, seed: 7 })[0]!;
    const many = {
      ...data,
      subscriptions: Array(1_000).fill(data.subscriptions[0] ?? {}),
      exchangeRates: Array(20_000).fill({
        date: '2026-11-20',
        from: 'EUR',
        to: 'USD',
        rate: 1.0856,
        source: 'ecb',
      }),
    };
    for (const format of ['json', 'csv'] as const) {
      const pieces = [...exportFileWriter.chunks(many, format)];
      // The head, one piece per 100 records (JSON: and per 1,000 rates) and the closing brackets.
      assert.ok(pieces.length >= 1_000 / EXPORT_RECORDS_PER_CHUNK, format);
      const longest = Math.max(...pieces.map((piece) => piece.length));
      assert.ok(longest < 150_000, `${format}: a piece of ${longest} characters`);
    }
  });
});
