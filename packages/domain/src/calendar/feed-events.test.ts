import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscription } from '../testing/builders.js';
import { feedEvents } from './feed-events.js';

const window = { today: '2026-11-21', alarmDaysBefore: 3 };

describe('feedEvents', () => {
  it('gives a monthly subscription anchored on the 31st an event on Feb 28 and Mar 31', () => {
    const s = aSubscription({ nextPaymentDate: '2026-12-31', billingAnchorDay: 31 });
    const dates = feedEvents([s], window).map((e) => e.date);
    assert.equal(dates.length, 11);
    assert.ok(dates.includes('2027-02-28') && dates.includes('2027-03-31'));
    assert.equal(dates.at(-1), '2027-10-31');
  });

  it('covers the next 12 months: today through the day before the same date next year', () => {
    const s = aSubscription({ period: 'custom', customDays: 1, nextPaymentDate: '2026-11-21' });
    const dates = feedEvents([s], window).map((e) => e.date);
    assert.equal(dates[0], '2026-11-21');
    assert.equal(dates.at(-1), '2027-11-20');
    assert.equal(dates.length, 365);
  });

  it('names each event by subscription and date, with name, amount and currency as summary', () => {
    const s = aSubscription({ name: 'Netflix', amountMinor: 1599, currency: 'EUR' });
    const [event] = feedEvents([s], window);
    assert.equal(event?.uid, `${s.id}-2026-12-05@subtrack`);
    assert.equal(event?.summary, 'Netflix 15.99 EUR');
    assert.equal(event?.stamp, s.updatedAt);
    assert.deepEqual(event?.alarmDaysBefore, [3]);
  });

  it('leaves out paused and cancelled subscriptions, and alarms of muted ones', () => {
    const events = feedEvents(
      [
        aSubscription({ status: 'paused' }),
        aSubscription({ status: 'cancelled' }),
        aSubscription({ notificationEnabled: false, period: 'yearly' }),
      ],
      window,
    );
    assert.equal(events.length, 1);
    assert.deepEqual(events[0]?.alarmDaysBefore, []);
  });

  it("sets alarms at the subscription's own reminder days, farthest first, on every kind of event", () => {
    const s = aSubscription({
      period: 'yearly',
      isTrial: true,
      trialEndsOn: '2026-12-01',
      noticeDays: 10,
      remindDaysBefore: [1, 7],
    });
    const events = feedEvents([s], window);
    assert.equal(events.length, 3);
    assert.ok(events.every((e) => e.alarmDaysBefore.join() === '7,1'));
  });

  it('adds one event for a trial end inside the window, none for one outside', () => {
    const inside = aSubscription({
      name: 'Figma',
      isTrial: true,
      trialEndsOn: '2026-12-01',
      period: 'yearly',
    });
    const outside = aSubscription({ isTrial: true, trialEndsOn: '2028-01-01', period: 'yearly' });
    const trials = feedEvents([inside, outside], window).filter((e) => e.uid.includes('-trial-'));
    assert.deepEqual(
      trials.map((e) => [e.uid, e.summary]),
      [[`${inside.id}-trial-2026-12-01@subtrack`, 'Figma trial ends']],
    );
  });

  it('sorts events by date, then UID, and has no alarms when reminders are off', () => {
    const a = aSubscription({ nextPaymentDate: '2027-01-02', period: 'yearly' });
    const b = aSubscription({ nextPaymentDate: '2026-12-01', period: 'yearly' });
    const c = aSubscription({ nextPaymentDate: '2026-12-01', period: 'yearly' });
    const events = feedEvents([a, c, b], { ...window, alarmDaysBefore: null });
    assert.deepEqual(
      events.map((e) => e.uid),
      [`${b.id}-2026-12-01@subtrack`, `${c.id}-2026-12-01@subtrack`, `${a.id}-2027-01-02@subtrack`],
    );
    assert.ok(events.every((e) => e.alarmDaysBefore.length === 0));
  });
});

describe('feedEvents with an end and a notice period', () => {
  it('stops at endsOn and puts a cancel-by event noticeDays before each renewal', () => {
    const s = aSubscription({
      nextPaymentDate: '2026-12-05',
      endsOn: '2027-02-05',
      noticeDays: 10,
    });
    const events = feedEvents([s], window);
    assert.deepEqual(
      events.map((e) => [e.date, e.summary.startsWith('Cancel by') ? 'cancel by' : 'renewal']),
      [
        ['2026-11-25', 'cancel by'],
        ['2026-12-05', 'renewal'],
        ['2026-12-26', 'cancel by'],
        ['2027-01-05', 'renewal'],
        ['2027-01-26', 'cancel by'],
        ['2027-02-05', 'renewal'],
      ],
    );
  });
});
