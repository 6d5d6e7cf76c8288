import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderIcs } from './render-ics.js';

const event = {
  uid: 'abc-2026-12-05@subtrack',
  date: '2026-12-05',
  summary: 'Rent; flat, big',
  description: 'Renewal',
  stamp: '2026-11-21T08:00:00.000Z',
  alarmDaysBefore: [7],
};

describe('renderIcs', () => {
  it('writes an all-day event with an exclusive end date, escaped text and CRLF', () => {
    const ics = renderIcs('subtrack: Home', [event]);
    assert.ok(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n'));
    assert.ok(ics.endsWith('END:VCALENDAR\r\n'));
    assert.ok(ics.includes('\r\nDTSTART;VALUE=DATE:20261205\r\nDTEND;VALUE=DATE:20261206\r\n'));
    assert.ok(ics.includes('\r\nDTSTAMP:20261121T080000Z\r\n'));
    assert.ok(ics.includes('\r\nSUMMARY:Rent\\; flat\\, big\r\n'));
    assert.equal(ics.replaceAll('\r\n', '').includes('\n'), false);
  });

  it('adds a VALARM that fires daysBefore days before, only when asked', () => {
    const withAlarm = renderIcs('x', [event]);
    assert.ok(withAlarm.includes('BEGIN:VALARM\r\nACTION:DISPLAY\r\n'));
    assert.ok(withAlarm.includes('TRIGGER:-P7D\r\n'));
    assert.equal(renderIcs('x', [{ ...event, alarmDaysBefore: [] }]).includes('VALARM'), false);
  });

  it('adds one VALARM for each of several reminder days', () => {
    const ics = renderIcs('x', [{ ...event, alarmDaysBefore: [7, 1] }]);
    assert.deepEqual(
      [...ics.matchAll(/TRIGGER:(\S+)\r\n/g)].map(([, trigger]) => trigger),
      ['-P7D', '-P1D'],
    );
    assert.equal(ics.match(/BEGIN:VALARM/g)?.length, 2);
  });
});
