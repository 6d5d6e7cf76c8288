import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type BillingEvent, isDomainError } from '@subtrack/domain';
import {
  groupByDay,
  monthRange,
  monthWeeks,
  parseMonthParam,
  shiftMonth,
} from './calendar-month.js';

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

describe('monthWeeks', () => {
  it('puts each day of the month under its weekday, Monday first, with its events and today marked', () => {
    const days = groupByDay([event('2026-11-30', 'Netflix')]);
    const weeks = monthWeeks('2026-11', '2026-11-21', days);
    // November 2026 starts on a Sunday and ends on a Monday: six rows.
    assert.equal(weeks.length, 6);
    assert.deepEqual(
      weeks[0]?.map((cell) => cell?.day ?? null),
      [null, null, null, null, null, null, 1],
    );
    assert.deepEqual(
      weeks[5]?.map((cell) => cell?.day ?? null),
      [30, null, null, null, null, null, null],
    );
    const cells = weeks.flat().filter((cell) => cell !== null);
    assert.equal(cells.length, 30);
    assert.deepEqual(
      cells.filter((cell) => cell.isToday).map((cell) => cell.date),
      ['2026-11-21'],
    );
    assert.deepEqual(
      weeks[5]?.[0]?.events.map((e) => e.subscription.name),
      ['Netflix'],
    );
  });

  it('fits a February that starts on a Monday in four rows', () => {
    const weeks = monthWeeks('2027-02', '2026-11-21', []);
    assert.equal(weeks.length, 4);
    assert.equal(weeks[0]?.[0]?.date, '2027-02-01');
    assert.equal(weeks[3]?.[6]?.date, '2027-02-28');
  });
});
