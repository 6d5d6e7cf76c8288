import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { limitHeapGrowth } from './heap-growth.js';

describe('limitHeapGrowth', () => {
  it('leaves the heap growth an operator gave node alone', () => {
    assert.equal(limitHeapGrowth(['--heap-growing-percent=300']), false);
  });

  it('limits it when node was started without one', () => {
    assert.equal(limitHeapGrowth(['--enable-source-maps']), true);
  });
});
