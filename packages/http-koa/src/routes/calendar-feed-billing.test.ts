import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliWriteContext, configureNotifications } from '@subtrack/domain';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import ICAL from 'ical.js';
import { feedPathOf, startDataIoServer } from '../testing/data-io-server.js';
import type { TestServer } from '../testing/test-server.js';

async function feedEventsOf(s: TestServer): Promise<ICAL.Event[]> {
  const feed = await s.request('GET', await feedPathOf(s));
  assert.equal(feed.status, 200, feed.text);
  const calendar = new ICAL.Component(ICAL.parse(feed.text));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

/** The days before its date at which each alarm of `event` fires, e.g. `[7, 1]`. */
function alarmDays(event: ICAL.Event): number[] {
  return event.component
    .getAllSubcomponents('valarm')
    .map(
      (alarm) => -(alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds() / 86_400,
    );
}

async function create(s: TestServer, body: Record<string, unknown>): Promise<void> {
  const answer = await s.request('POST', '/api/v1/subscriptions', {
    key: s.writeKey,
    body: aSubscriptionBody(body),
  });
  assert.equal(answer.status, 201, answer.text);
}

describe('GET /calendar/{token}.ics with end dates and notice periods', () => {
  it('shows no renewal after endsOn, and a "Cancel by" event for each renewal of a contract with notice', async (t) => {
    const s = await startDataIoServer(t);
    // Today is 2026-11-21. A phone contract ending 2027-03-31 with 30 days' notice.
    await create(s, {
      name: 'Phone contract',
      amount: 25,
      currency: 'EUR',
      nextPaymentDate: '2026-12-31',
      endsOn: '2027-03-31',
      noticeDays: 30,
    });
    const events = await feedEventsOf(s);
    const phone = events.filter((e) => e.summary.includes('Phone contract'));
    const renewals = phone.filter((e) => !e.summary.startsWith('Cancel by'));
    assert.deepEqual(
      renewals.map((e) => e.startDate.toString()),
      ['2026-12-31', '2027-01-31', '2027-02-28', '2027-03-31'],
    );
    const cancelBy = phone.filter((e) => e.summary.startsWith('Cancel by'));
    assert.deepEqual(
      cancelBy.map((e) => [e.startDate.toString(), e.summary]),
      [
        ['2026-12-01', 'Cancel by: Phone contract'],
        ['2027-01-01', 'Cancel by: Phone contract'],
        ['2027-01-29', 'Cancel by: Phone contract'],
        ['2027-03-01', 'Cancel by: Phone contract'],
      ],
    );
    assert.equal(
      cancelBy[0]?.description,
      "Last day to cancel Phone contract (30 days' notice): cancelling by then avoids its renewal on 2026-12-31 for 25.00 EUR.",
    );
    assert.match(cancelBy[0]?.uid ?? '', /^[0-9a-f-]{36}-cancel-by-2026-12-01@subtrack$/);
    assert.ok(cancelBy.every((e) => e.startDate.isDate));
  });

  it('shows a cancel-by date inside the window whose renewal lies beyond it, and none already passed', async (t) => {
    const s = await startDataIoServer(t);
    // Renews 2026-12-01 (cancel-by 2026-10-02, passed) and 2027-12-01 (cancel-by 2027-09-02).
    await create(s, {
      name: 'Insurance',
      period: 'yearly',
      nextPaymentDate: '2026-12-01',
      noticeDays: 90,
    });
    const cancelBy = (await feedEventsOf(s)).filter((e) => e.summary === 'Cancel by: Insurance');
    assert.deepEqual(
      cancelBy.map((e) => e.startDate.toString()),
      ['2027-09-02'],
    );
    assert.match(cancelBy[0]?.description ?? '', /avoids its renewal on 2027-12-01 for 15\.99 USD/);
  });

  it('leaves out a trial end after endsOn and every event of a subscription without notice but the renewals', async (t) => {
    const s = await startDataIoServer(t);
    await create(s, {
      name: 'Short trial',
      nextPaymentDate: '2026-12-05',
      endsOn: '2026-12-05',
      isTrial: true,
      trialEndsOn: '2026-12-10',
    });
    const events = (await feedEventsOf(s)).filter((e) => e.summary.includes('Short trial'));
    assert.deepEqual(
      events.map((e) => [e.startDate.toString(), e.summary]),
      [['2026-12-05', 'Short trial 15.99 USD']],
    );
  });

  it("sets each event's alarms at the subscription's own reminder days, else at the account's", async (t) => {
    const s = await startDataIoServer(t);
    await configureNotifications(s.ports, cliWriteContext(s.accountId, 'req'), {
      enabled: true,
      daysBefore: 3,
    });
    await create(s, {
      name: 'Phone contract',
      nextPaymentDate: '2026-12-31',
      noticeDays: 30,
      isTrial: true,
      trialEndsOn: '2026-12-20',
      remindDaysBefore: [7, 1],
    });
    await create(s, { name: 'Gym', nextPaymentDate: '2026-12-15', noticeDays: 14 });
    const events = await feedEventsOf(s);
    const alarmsOf = (summary: string) =>
      alarmDays(events.find((e) => e.summary.startsWith(summary))!);
    assert.deepEqual(alarmsOf('Phone contract '), [7, 1]);
    assert.deepEqual(alarmsOf('Phone contract trial ends'), [7, 1]);
    assert.deepEqual(alarmsOf('Cancel by: Phone contract'), [7, 1]);
    assert.deepEqual(alarmsOf('Gym '), [3]);
    assert.deepEqual(alarmsOf('Cancel by: Gym'), [3]);
  });
});
