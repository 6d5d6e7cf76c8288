import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { reminderDaysList, reminderDaysText } from './reminder-days.js';

describe('reminderDaysList', () => {
  it('reads numbers between commas or spaces', () => {
    assert.deepEqual(reminderDaysList('7, 1'), [7, 1]);
    assert.deepEqual(reminderDaysList(' 14 3 0 '), [14, 3, 0]);
  });

  it('turns text that is no whole number into NaN for the domain to refuse', () => {
    const [value] = reminderDaysList('a');
    assert.ok(Number.isNaN(value));
    assert.ok(Number.isNaN(reminderDaysList('1.5')[0]));
  });
});

describe('reminderDaysText', () => {
  it('writes a stored list as "7, 1" and none as empty', () => {
    assert.equal(reminderDaysText([7, 1]), '7, 1');
    assert.equal(reminderDaysText(undefined), '');
  });
});
