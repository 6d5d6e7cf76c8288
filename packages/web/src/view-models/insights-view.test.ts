import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { byCurrency } from './insights-view.js';

describe('byCurrency', () => {
  it('groups by currency in alphabetical order, keeping the order inside each', () => {
    const items = [
      { currency: 'USD', name: 'a' },
      { currency: 'EUR', name: 'b' },
      { currency: 'USD', name: 'c' },
    ];
    assert.deepEqual(byCurrency(items), [
      { currency: 'EUR', items: [{ currency: 'EUR', name: 'b' }] },
      {
        currency: 'USD',
        items: [
          { currency: 'USD', name: 'a' },
          { currency: 'USD', name: 'c' },
        ],
      },
    ]);
  });
});
