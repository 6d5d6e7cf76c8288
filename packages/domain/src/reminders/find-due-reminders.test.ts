import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Subscription } from '../subscriptions/subscription.js';
import { aSubscription as aSharedSubscription, DEFAULT_ACCOUNT_ID } from '../testing/builders.js';
import { findDueReminders, type ReminderSettings } from './find-due-reminders.js';

/** The shared builder, due on 2026-03-05: the dates below are early March 2026. */
const aSubscription = (overrides: Partial<Subscription> = {}): Subscription =>
  aSharedSubscription({ nextPaymentDate: '2026-03-05', ...overrides });

const enabled: ReminderSettings = { enabled: true, daysBefore: 3, pushConfigured: true };

describe('findDueReminders', () => {
  it('finds a renewal inside the window with its name, amount, currency and date', () => {
    const subscription = aSubscription();
    const due = findDueReminders([subscription], enabled, '2026-03-02');
    assert.deepEqual(due, [
      {
        accountId: DEFAULT_ACCOUNT_ID,
        subscriptionId: subscription.id,
        kind: 'renewal',
        dueDate: '2026-03-05',
        offsetDays: 3,
        fartherOffsets: [],
        daysUntil: 3,
        name: 'Netflix',
        amountMinor: 1599,
        currency: 'USD',
        period: 'monthly',
        customDays: null,
        intervalCount: 1,
      },
    ]);
  });

  it('keeps a renewal due on the date itself, so a server that was down still sends it', () => {
    const due = findDueReminders([aSubscription()], enabled, '2026-03-05');
    assert.equal(due.length, 1);
    assert.equal(due[0]?.daysUntil, 0);
  });

  it('finds nothing before the window opens', () => {
    assert.deepEqual(findDueReminders([aSubscription()], enabled, '2026-03-01'), []);
  });

  it('finds nothing once the date has passed', () => {
    assert.deepEqual(findDueReminders([aSubscription()], enabled, '2026-03-06'), []);
  });

  it('widens the window with daysBefore', () => {
    const settings: ReminderSettings = { ...enabled, daysBefore: 14 };
    assert.equal(findDueReminders([aSubscription()], settings, '2026-02-19').length, 1);
    assert.equal(findDueReminders([aSubscription()], settings, '2026-02-18').length, 0);
  });

  it('skips a subscription whose notificationEnabled is false', () => {
    const due = findDueReminders(
      [aSubscription({ notificationEnabled: false })],
      enabled,
      '2026-03-04',
    );
    assert.deepEqual(due, []);
  });

  it('skips paused and cancelled subscriptions', () => {
    const records = [aSubscription({ status: 'paused' }), aSubscription({ status: 'cancelled' })];
    assert.deepEqual(findDueReminders(records, enabled, '2026-03-04'), []);
  });

  it('finds nothing when the settings are missing, disabled or have no push endpoint', () => {
    const records = [aSubscription()];
    assert.deepEqual(findDueReminders(records, null, '2026-03-04'), []);
    assert.deepEqual(findDueReminders(records, { ...enabled, enabled: false }, '2026-03-04'), []);
    assert.deepEqual(
      findDueReminders(records, { ...enabled, pushConfigured: false }, '2026-03-04'),
      [],
    );
  });

  it('finds a trial end inside the window as a trial_end reminder', () => {
    const trial = aSubscription({
      isTrial: true,
      trialEndsOn: '2026-02-20',
      nextPaymentDate: '2026-04-05',
    });
    const due = findDueReminders([trial], enabled, '2026-02-18');
    assert.deepEqual(
      due.map((reminder) => [reminder.kind, reminder.dueDate, reminder.daysUntil]),
      [['trial_end', '2026-02-20', 2]],
    );
  });

  it('skips a trial end outside the window', () => {
    const trial = aSubscription({ isTrial: true, trialEndsOn: '2026-03-20' });
    const due = findDueReminders([trial], enabled, '2026-03-04');
    assert.deepEqual(
      due.map((reminder) => reminder.kind),
      ['renewal'],
    );
  });

  it('sends both a renewal and a trial end that fall on the same day', () => {
    const trial = aSubscription({ isTrial: true, trialEndsOn: '2026-03-05' });
    const due = findDueReminders([trial], enabled, '2026-03-04');
    assert.deepEqual(
      due.map((reminder) => reminder.kind),
      ['renewal', 'trial_end'],
    );
  });

  it('sorts reminders by date, then name, then id', () => {
    const late = aSubscription({ name: 'Apple', nextPaymentDate: '2026-03-05' });
    const early = aSubscription({ name: 'Zoom', nextPaymentDate: '2026-03-03' });
    const sameA = aSubscription({ name: 'Hulu', nextPaymentDate: '2026-03-04' });
    const sameB = aSubscription({ name: 'Hulu', nextPaymentDate: '2026-03-04' });
    const other = aSubscription({ name: 'Disney', nextPaymentDate: '2026-03-04' });
    const due = findDueReminders([late, sameB, early, other, sameA], enabled, '2026-03-02');
    assert.deepEqual(
      due.map((reminder) => reminder.subscriptionId),
      [early.id, other.id, sameA.id, sameB.id, late.id],
    );
  });

  it('reminds at each of the subscription’s own offsets instead of the account’s', () => {
    const sub = aSubscription({ remindDaysBefore: [7, 1] });
    const on = (today: string) =>
      findDueReminders([sub], enabled, today).map((r) => [r.offsetDays, r.fartherOffsets]);
    assert.deepEqual(on('2026-02-25'), []);
    assert.deepEqual(on('2026-02-26'), [[7, []]]);
    assert.deepEqual(on('2026-03-02'), [[7, []]], 'the account’s 3 days no longer apply');
    assert.deepEqual(on('2026-03-04'), [[1, [7]]]);
    assert.deepEqual(on('2026-03-05'), [[1, [7]]]);
  });

  it('gives only the nearest offset still due after downtime, the farther ones beside it', () => {
    const sub = aSubscription({ remindDaysBefore: [14, 7, 0] });
    const [due] = findDueReminders([sub], enabled, '2026-03-05');
    assert.deepEqual([due?.offsetDays, due?.fartherOffsets], [0, [7, 14]]);
  });

  it('reminds of the cancel-by date of a notice period, naming the renewal it avoids', () => {
    const sub = aSubscription({ nextPaymentDate: '2026-04-30', noticeDays: 30 });
    const due = findDueReminders([sub], enabled, '2026-03-29');
    assert.deepEqual(
      due.map((r) => [r.kind, r.dueDate, r.daysUntil, r.renewalDate]),
      [['cancel_by', '2026-03-31', 2, '2026-04-30']],
    );
    assert.deepEqual(findDueReminders([sub], enabled, '2026-04-01'), [], 'the deadline passed');
  });

  it('reminds of nothing after the subscription’s end', () => {
    const trial = aSubscription({
      isTrial: true,
      trialEndsOn: '2026-03-05',
      nextPaymentDate: '2026-03-01',
      endsOn: '2026-03-01',
    });
    assert.deepEqual(
      findDueReminders([trial], enabled, '2026-03-03').map((r) => r.kind),
      [],
    );
  });
});
