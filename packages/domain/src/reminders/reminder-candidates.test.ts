import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { DAYS_BEFORE_VALUES } from '../notifications/notification-settings.js';
import { addDays } from '../shared/calendar-date.js';
import { aSubscription } from '../testing/builders.js';
import { findDueReminders } from './find-due-reminders.js';
import { isReminderCandidate } from './reminder-candidates.js';

const TODAY = '2026-03-02';
const date = fc.integer({ min: -20, max: 60 }).map((days) => addDays(TODAY, days));

/** Records of every shape a reminder depends on, dated around today. */
const record = fc
  .record({
    nextPaymentDate: date,
    status: fc.constantFrom('active', 'paused', 'cancelled'),
    notificationEnabled: fc.boolean(),
    isTrial: fc.boolean(),
    trialEndsOn: fc.option(date),
    noticeDays: fc.option(fc.integer({ min: 1, max: 40 })),
    remindDaysBefore: fc.option(
      fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 3 }),
    ),
    endsOn: fc.option(date),
  })
  .map((fields) => aSubscription(fields));

describe('isReminderCandidate', () => {
  it('keeps every record with a reminder due, so a check reading only these finds the same', () => {
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 30 }),
        fc.constantFrom(...DAYS_BEFORE_VALUES),
        (records, daysBefore) => {
          const settings = { enabled: true, daysBefore, pushConfigured: true };
          const until = addDays(TODAY, daysBefore);
          const candidates = records.filter((s) => isReminderCandidate(s, until));
          assert.deepEqual(
            findDueReminders(candidates, settings, TODAY),
            findDueReminders(records, settings, TODAY),
          );
        },
      ),
    );
  });

  it('leaves out a plain record renewing after the reminder window', () => {
    assert.equal(
      isReminderCandidate(aSubscription({ nextPaymentDate: '2026-03-06' }), '2026-03-05'),
      false,
    );
    assert.equal(
      isReminderCandidate(aSubscription({ nextPaymentDate: '2026-03-05' }), '2026-03-05'),
      true,
    );
  });

  it('leaves out paused records and records with notifications off', () => {
    const soon = { nextPaymentDate: TODAY };
    assert.equal(isReminderCandidate(aSubscription({ ...soon, status: 'paused' }), TODAY), false);
    assert.equal(
      isReminderCandidate(aSubscription({ ...soon, notificationEnabled: false }), TODAY),
      false,
    );
  });
});
