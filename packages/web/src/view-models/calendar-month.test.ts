import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type BillingEvent, isDomainError } from '@subtrack/domain';
import { groupByDay, monthRange, parseMonthParam, shiftMonth } from './calendar-month.js';

const event = (date: string, name: string): BillingEvent => ({
  date,
  kind: 'renewal',
  subscription: { id: name, name, amount: 1, currency: 'USD', period: 'monthly' },
});

describe('calendar month', () => {
  it('defaults to the month of today and refuses what is no month', () => {
    assert.equal(parseMonthParam(undefined, '2026-11-21'), '2026-11');
    assert.equal(parseMonthParam('2027-02', '2026-11-21'), '2027-02');
    for (const bad of ['2026-13', '2026-1', 'soon', ['2026-11']]) {
      assert.throws(
        () => parseMonthParam(bad, '2026-11-21'),
        (e) => isDomainError(e) && e.details.field === 'month',
      );
    }
  });

  it('spans the whole month, leap days included', () => {
    assert.deepEqual(monthRange('2028-02'), { from: '2028-02-01', to: '2028-02-29' });
    assert.deepEqual(monthRange('2026-12'), { from: '2026-12-01', to: '2026-12-31' });
  });

  it('steps across year ends', () => {
    assert.equal(shiftMonth('2026-12', 1), '2027-01');
    assert.equal(shiftMonth('2027-01', -1), '2026-12');
  });

  it('groups the events of one day together', () => {
    const days = groupByDay([
      event('2026-12-01', 'a'),
      event('2026-12-01', 'b'),
      event('2026-12-03', 'c'),
    ]);
    assert.deepEqual(
      days.map((d) => [d.date, d.events.length]),
      [
        ['2026-12-01', 2],
        ['2026-12-03', 1],
      ],
    );
  });
});
