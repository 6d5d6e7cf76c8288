import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isValidTimeZone, todayInTimeZone } from './today.js';

const evening = new Date('2026-03-01T02:30:00.000Z');

describe('todayInTimeZone', () => {
  it('uses UTC when the account has no time zone', () => {
    assert.equal(todayInTimeZone(evening, null), '2026-03-01');
  });

  it('is still the previous day west of UTC', () => {
    assert.equal(todayInTimeZone(evening, 'America/New_York'), '2026-02-28');
  });

  it('is already the next day far east of UTC', () => {
    assert.equal(
      todayInTimeZone(new Date('2026-12-31T20:00:00Z'), 'Pacific/Kiritimati'),
      '2027-01-01',
    );
  });

  it('handles a leap day in the zone', () => {
    assert.equal(todayInTimeZone(new Date('2024-02-29T20:00:00Z'), 'Asia/Shanghai'), '2024-03-01');
    assert.equal(todayInTimeZone(new Date('2024-02-29T20:00:00Z'), 'Asia/Kolkata'), '2024-03-01');
    assert.equal(todayInTimeZone(new Date('2024-02-29T10:00:00Z'), 'Asia/Kolkata'), '2024-02-29');
  });

  it('falls back to UTC for an unknown zone', () => {
    assert.equal(todayInTimeZone(evening, 'Mars/Olympus_Mons'), '2026-03-01');
  });

  it('pads years before 1000 to four digits', () => {
    assert.equal(todayInTimeZone(new Date('0999-06-01T12:00:00Z'), 'UTC'), '0999-06-01');
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA names and UTC', () => {
    assert.equal(isValidTimeZone('Europe/Berlin'), true);
    assert.equal(isValidTimeZone('UTC'), true);
  });

  it('rejects unknown names and the empty string', () => {
    assert.equal(isValidTimeZone('Europe/Atlantis'), false);
    assert.equal(isValidTimeZone(''), false);
  });
});
