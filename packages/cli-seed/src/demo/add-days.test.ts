import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { addDays } from './add-days.js';

describe('addDays', () => {
  it('crosses a month end, a leap day and a year end', () => {
    assert.equal(addDays('2026-01-31', 1), '2026-02-01');
    assert.equal(addDays('2028-02-28', 1), '2028-02-29');
    assert.equal(addDays('2026-02-28', 1), '2026-03-01');
    assert.equal(addDays('2026-12-31', 1), '2027-01-01');
    assert.equal(addDays('2026-03-01', -1), '2026-02-28');
  });

  it('agrees with UTC calendar arithmetic for any date and offset', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }),
        fc.integer({ min: -4000, max: 4000 }),
        (ms, days) => {
          const start = new Date(ms).toISOString().slice(0, 10);
          const expected = new Date(Date.parse(start) + days * 86_400_000)
            .toISOString()
            .slice(0, 10);
          assert.equal(addDays(start, days), expected);
        },
      ),
    );
  });
});
