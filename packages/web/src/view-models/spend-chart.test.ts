import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSubscription, getSpendOverTime, type SpendOverTime } from '@subtrack/domain';
import { aQuarterlyPlanStartedAYearAgo, aTestWorld } from '@subtrack/domain/testing';
import { convertedSpendChart, spendCharts } from './spend-chart.js';

const month = (value: string, paid: number, projected: number, payments = 0) => ({
  month: value,
  paid,
  projected,
  payments,
});

function aSpend(byCurrency: SpendOverTime['byCurrency']): SpendOverTime {
  return { from: '2026-10', to: '2026-12', byCurrency };
}

describe('spendCharts', () => {
  it('draws each month paid under projected, heights against the tallest month', () => {
    const [chart] = spendCharts(
      aSpend([
        {
          currency: 'EUR',
          months: [month('2026-10', 10, 0, 1), month('2026-11', 5, 15, 1), month('2026-12', 0, 8)],
        },
      ]),
      '2026-11-21',
    );
    assert.equal(chart?.max, 20);
    assert.deepEqual(
      chart?.months.map((m) => [m.month, m.paidShare, m.projectedShare, m.isCurrent]),
      [
        ['2026-10', 0.5, 0, false],
        ['2026-11', 0.25, 0.75, true],
        ['2026-12', 0, 0.4, false],
      ],
    );
    assert.equal(chart?.paidTotal, 15);
    assert.equal(chart?.projectedTotal, 23);
  });

  it('keeps one chart per currency, never summing them, and sums totals exactly', () => {
    const charts = spendCharts(
      aSpend([
        { currency: 'EUR', months: [month('2026-10', 0.1, 0), month('2026-11', 0.2, 0)] },
        { currency: 'USD', months: [month('2026-10', 0, 0), month('2026-11', 0, 99.99)] },
      ]),
      '2026-11-21',
    );
    assert.deepEqual(
      charts.map((c) => [c.currency, c.max, c.paidTotal, c.projectedTotal]),
      [
        ['EUR', 0.2, 0.3, 0],
        ['USD', 99.99, 0, 99.99],
      ],
    );
  });

  it('draws nothing for an account with no payment and no renewal in the range', async () => {
    const world = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const spend = await getSpendOverTime(world.ports, world.accountId, {});
    assert.deepEqual(spendCharts(spend, '2026-11-21'), []);
    assert.deepEqual(
      spendCharts(aSpend([{ currency: 'EUR', months: [month('2026-10', 0, 0)] }]), '2026-11-21'),
      [],
    );
  });

  it('charts the default 24 months of a quarterly plan started a year ago', async () => {
    const world = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    await createSubscription(world.ports, world.ctx, aQuarterlyPlanStartedAYearAgo);
    const [chart] = spendCharts(
      await getSpendOverTime(world.ports, world.accountId, {}),
      '2026-11-21',
    );
    assert.equal(chart?.months.length, 24);
    assert.equal(chart?.months[0]?.month, '2025-12');
    assert.equal(chart?.months[23]?.month, '2027-11');
    const tall = chart?.months.filter((m) => m.paidShare + m.projectedShare === 1);
    // Paid Feb, May, Aug 2026 (Nov 2025 is before the range); Nov 2026 and every third
    // month after it projected.
    assert.deepEqual(
      tall?.map((m) => `${m.month} ${m.paid} ${m.projected}`),
      [
        '2026-02 90 0',
        '2026-05 90 0',
        '2026-08 90 0',
        '2026-11 0 90',
        '2027-02 0 90',
        '2027-05 0 90',
        '2027-08 0 90',
        '2027-11 0 90',
      ],
    );
    assert.equal(chart?.months.filter((m) => m.isCurrent).length, 1);
  });
});

describe('convertedSpendChart', () => {
  it('draws the converted months as one estimate, each naming what it left out', () => {
    const chart = convertedSpendChart(
      {
        currency: 'EUR',
        months: [
          { month: '2026-10', paid: 10.48, projected: 0, unconvertedCurrencies: [] },
          { month: '2026-11', paid: 11, projected: 9.52, unconvertedCurrencies: ['AUD'] },
        ],
      },
      '2026-11-21',
    );
    assert.equal(chart?.isEstimate, true);
    assert.equal(chart?.max, 20.52);
    assert.equal(chart?.paidTotal, 21.48);
    assert.deepEqual(chart?.leftOut, ['AUD']);
    assert.deepEqual(
      chart?.months.map((m) => [m.month, m.payments, m.leftOut, m.isCurrent]),
      [
        ['2026-10', null, [], false],
        ['2026-11', null, ['AUD'], true],
      ],
    );
  });

  it('draws nothing when no month holds any spend', () => {
    const months = [{ month: '2026-10', paid: 0, projected: 0, unconvertedCurrencies: [] }];
    assert.equal(convertedSpendChart({ currency: 'EUR', months }, '2026-11-21'), null);
  });
});
