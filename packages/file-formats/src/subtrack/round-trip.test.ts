import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CURRENCIES,
  createSubscription,
  type ExportedSubscription,
  type ExportFormat,
  exportSubscriptions,
  importSubscriptions,
  parseCreateSubscriptionBody,
} from '@subtrack/domain';
import { aSubscriptionBody, aTestWorld } from '@subtrack/domain/testing';
import fc from 'fast-check';
import { exportFileWriter } from '../export/write-export.js';
import { createImportFileParser } from '../parse-import-file.js';

// Text a spreadsheet or a CSV reader could trip on: separators, quotes, emoji, formula
// starts. (Line breaks cannot be stored: names and categories refuse control characters.)
const PIECES = ['a', 'Z', ' ', ',', '"', "'", ';', '\\', '📺', 'é', 'Ω', '=', '+', '-', '@', '1'];
const text = fc
  .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 24 })
  .map((parts) => parts.join('').trim())
  .filter((value) => value !== '');
const formulaText = fc
  .tuple(fc.constantFrom('=', '+', '-', '@', "'="), text)
  .map(([start, rest]) => `${start}${rest}`);

const day = fc
  .integer({ min: 0, max: 1500 })
  .map((n) => new Date(Date.UTC(2026, 10, 21 + n)).toISOString().slice(0, 10));

// On or before the worlds' today (2026-11-21) and every nextPaymentDate.
const pastDay = fc
  .integer({ min: 0, max: 900 })
  .map((n) => new Date(Date.UTC(2026, 10, 21 - n)).toISOString().slice(0, 10));

const aBody = fc
  .record({
    name: fc.oneof(text, formulaText),
    category: fc.oneof(text, formulaText),
    amount: fc.integer({ min: 0, max: 99_999_999 }).map((minor) => minor / 100),
    currency: fc.constantFrom(...CURRENCIES),
    period: fc.constantFrom('monthly', 'yearly', 'custom'),
    customDays: fc.integer({ min: 1, max: 3650 }),
    nextPaymentDate: day,
    notificationEnabled: fc.boolean(),
    status: fc.constantFrom('active', 'paused', 'cancelled'),
    trialEndsOn: fc.option(day, { nil: undefined }),
    // D38-D42: the billing fields, and a history from startedOn (D40).
    intervalCount: fc.integer({ min: 1, max: 10 }),
    startedOn: fc.option(pastDay, { nil: undefined }),
    endsOn: fc.option(fc.constant('2031-01-01'), { nil: undefined }),
    noticeDays: fc.option(fc.integer({ min: 1, max: 365 }), { nil: undefined }),
    remindDaysBefore: fc.option(
      fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 3 }),
      { nil: undefined },
    ),
  })
  .map(({ customDays, trialEndsOn, intervalCount, startedOn, ...body }) => ({
    ...body,
    ...(body.period === 'custom'
      ? { customDate: String(customDays) }
      : { intervalCount, ...(startedOn === undefined ? {} : { startedOn }) }),
    ...(trialEndsOn === undefined ? {} : { isTrial: true, trialEndsOn }),
  }));

const parser = createImportFileParser();
// The server sets the timestamps on import; every other key must survive. D40: the CSV
// holds no payments (one row per subscription), so an import of it works out the history
// from startedOn again, as source import.
const writable =
  (format: ExportFormat) =>
  ({ createdAt: _created, updatedAt: _updated, payments, ...rest }: ExportedSubscription) =>
    format === 'json' ? { ...rest, payments } : rest;

async function roundTrip(
  bodies: Array<Record<string, unknown>>,
  format: ExportFormat,
): Promise<void> {
  const from = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
  for (const body of bodies)
    await createSubscription(from.ports, from.ctx, parseCreateSubscriptionBody(body));
  const exported = await exportSubscriptions(from.ports, from.accountId);
  const file = Buffer.from(exportFileWriter.write(exported, format), 'utf8');
  const to = await aTestWorld({ now: '2026-11-21T09:00:00.000Z' });
  const candidates = await parser.parse(
    { bytes: file, kind: format },
    { source: 'subtrack', currencySymbols: {} },
  );
  await importSubscriptions(to.ports, to.ctx, candidates, { dryRun: false, source: 'subtrack' });
  const imported = (await exportSubscriptions(to.ports, to.accountId)).subscriptions;
  assert.deepEqual(
    imported.map(writable(format)).sort((a, b) => String(a.id).localeCompare(String(b.id))),
    exported.subscriptions
      .map(writable(format))
      .sort((a, b) => String(a.id).localeCompare(String(b.id))),
  );
}

describe('subtrack export -> import round trip', () => {
  for (const format of ['json', 'csv'] as const) {
    it(`gives records equal in every field but the timestamps, ids kept${format === 'json' ? ', payments too' : ''} (${format})`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(aBody, { maxLength: 12 }), (bodies) => roundTrip(bodies, format)),
        { numRuns: 60 },
      );
    });
  }

  it('writes no CSV cell a spreadsheet would run as a formula', async () => {
    const world = await aTestWorld();
    for (const name of ['=1+1', '+SUM(A1)', '-2', '@cmd', "'=x"]) {
      await createSubscription(
        world.ports,
        world.ctx,
        parseCreateSubscriptionBody(
          aSubscriptionBody({ name, category: '=HYPERLINK("http://x")' }),
        ),
      );
    }
    const csv = exportFileWriter.write(
      await exportSubscriptions(world.ports, world.accountId),
      'csv',
    );
    const cells = csv.split('\r\n').flatMap((line) => line.split(','));
    for (const cell of cells) {
      assert.doesNotMatch(cell.replace(/^"/, ''), /^[=+\-@\t\r]/, cell);
    }
  });
});
