import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isoTimeAt } from './iso-time.js';

describe('the text of an instant', () => {
  it('is the ISO text of each instant asked for, again or new', () => {
    const instants = [0, 1_764_000_000_123, 1_764_000_000_123, 1_764_000_000_124, 0];
    for (const ms of instants) assert.equal(isoTimeAt(ms), new Date(ms).toISOString());
  });
});
