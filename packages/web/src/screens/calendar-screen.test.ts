import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listBillingEvents } from '@subtrack/domain';
import { aSubscription, aTestWorld, type TestWorld } from '@subtrack/domain/testing';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { formattersFor } from '../format/formatters.js';
import { textOf } from '../testing/page-text.js';
import { aWebSession } from '../testing/test-session.js';
import { groupByDay, monthRange, monthWeeks } from '../view-models/calendar-month.js';
import { CalendarScreen } from './calendar-screen.js';

const format = formattersFor('en-US');

async function renderMonth(world: TestWorld, month: string): Promise<string> {
  const days = groupByDay(await listBillingEvents(world.ports, world.accountId, monthRange(month)));
  return render(
    h(CalendarScreen, {
      session: aWebSession(),
      notice: null,
      month,
      previous: '2027-01',
      next: '2027-03',
      current: '2026-11',
      today: '2026-11-21',
      days,
      weeks: monthWeeks(month, '2026-11-21', days),
      format,
    }),
  );
}

describe('CalendarScreen', () => {
  it('shows a renewal anchored on the 31st on February’s last day, and trial ends', async () => {
    const world = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    await world.ports.subscriptions.insert(
      aSubscription({ name: 'Netflix', nextPaymentDate: '2026-12-31' }),
    );
    await world.ports.subscriptions.insert(
      aSubscription({ name: '<b>Trial</b>', isTrial: true, trialEndsOn: '2027-02-10' }),
    );
    const html = await renderMonth(world, '2027-02');
    assert.match(html, /<h2 id="month-heading">February 2027<\/h2>/);
    assert.match(html, /<time datetime="2027-02-28">Sunday, February 28<\/time>/);
    assert.match(textOf(html), /Netflix renews: \$15.99 a month/);
    assert.match(html, /Free trial of <a [^>]+>&lt;b>Trial&lt;\/b><\/a> ends/);
    assert.match(html, /<a [^>]*href="\/calendar\?month=2027-01">Previous month<\/a>/);
    assert.match(html, /This month/);
  });

  it('draws the month as weeks with today marked, and renewals, trial ends and cancel-by dates on their days', async () => {
    const world = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    await world.ports.subscriptions.insert(
      aSubscription({ name: 'Gym', noticeDays: 10, nextPaymentDate: '2026-11-30' }),
    );
    await world.ports.subscriptions.insert(
      aSubscription({ name: 'Figma', isTrial: true, trialEndsOn: '2026-11-25' }),
    );
    const html = await renderMonth(world, '2026-11');
    assert.match(html, /<th scope="col"><abbr title="Monday">Mon<\/abbr><\/th>/);
    assert.match(
      html,
      /<td class="today" aria-current="date"><time class="day-number" datetime="2026-11-21">21<\/time>/,
    );
    const cell = (date: string) => {
      const start = html.indexOf(`<time class="day-number" datetime="${date}">`);
      return textOf(html.slice(start, html.indexOf('</td>', start)));
    };
    assert.equal(cell('2026-11-20'), '20 Cancel by: Gym');
    assert.equal(cell('2026-11-25'), '25 Trial ends: Figma');
    assert.equal(cell('2026-11-30'), '30 Gym $15.99 a month');
    assert.equal(cell('2026-11-02'), '2');
    // The list a phone shows says the same in sentences.
    assert.match(textOf(html), /Last day to cancel Gym before it renews on Nov 30, 2026/);
    assert.match(textOf(html), /Free trial of Figma ends/);
  });

  it('says so when nothing happens in the month', async () => {
    const html = await renderMonth(
      await aTestWorld({ now: '2026-11-21T08:00:00.000Z' }),
      '2026-11',
    );
    assert.match(html, /No renewals or trial ends in November 2026\./);
    assert.doesNotMatch(html, /This month/);
  });
});
