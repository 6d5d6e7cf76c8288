import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { categoryCharts } from './category-chart.js';

describe('categoryCharts', () => {
  it('draws one chart per currency with its categories, largest first', () => {
    const charts = categoryCharts([
      { category: 'Music', activeSubscriptions: 2, monthlyTotalsByCurrency: { EUR: 5, USD: 10 } },
      { category: 'Video', activeSubscriptions: 1, monthlyTotalsByCurrency: { USD: 20 } },
    ]);
    assert.deepEqual(charts, [
      { currency: 'EUR', bars: [{ category: 'Music', monthlyTotal: 5, share: 1 }] },
      {
        currency: 'USD',
        bars: [
          { category: 'Video', monthlyTotal: 20, share: 1 },
          { category: 'Music', monthlyTotal: 10, share: 0.5 },
        ],
      },
    ]);
  });

  it('keeps categories of equal spend in name order and gives free ones no length', () => {
    const charts = categoryCharts([
      { category: 'A', activeSubscriptions: 1, monthlyTotalsByCurrency: { USD: 0 } },
      { category: 'B', activeSubscriptions: 1, monthlyTotalsByCurrency: { USD: 0 } },
    ]);
    assert.deepEqual(
      charts[0]?.bars.map((b) => [b.category, b.share]),
      [
        ['A', 0],
        ['B', 0],
      ],
    );
  });

  it('has no chart without active spend', () => {
    assert.deepEqual(categoryCharts([]), []);
  });
});
