import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { warningsBeyondSkipped } from './import-result.js';

describe('warningsBeyondSkipped', () => {
  it('leaves out a warning about a row that is skipped, and keeps the others', () => {
    const warnings = warningsBeyondSkipped({
      skipped: [
        { row: 9, name: 'Lifetime app', reason: 'A one-time payment is not a subscription.' },
      ],
      warnings: [
        {
          row: 9,
          message: 'Row 9 (Lifetime app): skipped. A one-time payment is not a subscription.',
        },
        { row: 4, message: 'Row 4 (Cloud): imported as every 91 days.' },
      ],
    });
    assert.deepEqual(warnings, [{ row: 4, message: 'Row 4 (Cloud): imported as every 91 days.' }]);
  });
});
