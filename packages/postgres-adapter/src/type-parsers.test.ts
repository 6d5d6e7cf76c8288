import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { timestampText } from './type-parsers.js';

describe('timestampText', () => {
  it('reads timestamps written in UTC as RFC 3339 with milliseconds', () => {
    assert.equal(timestampText('2026-11-21 08:00:00+00'), '2026-11-21T08:00:00.000Z');
    assert.equal(timestampText('2026-11-21 08:00:00.1+00'), '2026-11-21T08:00:00.100Z');
    assert.equal(timestampText('2026-11-21 08:00:00.12+00'), '2026-11-21T08:00:00.120Z');
    assert.equal(timestampText('2026-11-21 23:59:59.999+00'), '2026-11-21T23:59:59.999Z');
    assert.equal(timestampText('2026-11-21 08:00:00.123456+00'), '2026-11-21T08:00:00.123Z');
  });

  it('reads a server in another time zone as the same instant in UTC', () => {
    assert.equal(timestampText('2026-11-21 09:00:00.5+01'), '2026-11-21T08:00:00.500Z');
    assert.equal(timestampText('2026-11-21 13:30:00+05:30'), '2026-11-21T08:00:00.000Z');
    assert.equal(timestampText('2026-11-21 03:00:00-05'), '2026-11-21T08:00:00.000Z');
  });
});
