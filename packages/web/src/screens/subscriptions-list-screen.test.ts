import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toSubscriptionResource } from '@subtrack/domain';
import { aSubscription } from '@subtrack/domain/testing';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { formattersFor } from '../format/formatters.js';
import { textOf } from '../testing/page-text.js';
import { aWebSession } from '../testing/test-session.js';
import { SubscriptionsListScreen } from './subscriptions-list-screen.js';

const format = formattersFor('en-US');
const base = { session: aWebSession(), notice: null, format, params: {} };
const page = (items = [aSubscription()], extra = {}) => ({
  items: items.map((s) => toSubscriptionResource(s)),
  from: 1,
  href: '/subscriptions',
  filtered: false,
  previous: null,
  next: null,
  ...extra,
});

describe('SubscriptionsListScreen', () => {
  it('shows each subscription with its amount, currency and period', () => {
    const items = [
      aSubscription({ name: 'Gym', amountMinor: 1549, currency: 'EUR', period: 'yearly' }),
    ];
    const html = render(h(SubscriptionsListScreen, { ...base, page: page(items) }));
    assert.match(textOf(html), /€15\.49 a year/);
    assert.match(html, /Showing 1 to 1/);
    assert.match(html, /<a href="\/subscriptions\/[^/"]+">Gym<\/a>/);
    // Each row's buttons submit the page's one hidden form, which holds the token once (the
    // header's "Sign out" form, outside <main>, holds its own).
    assert.match(html, /aria-label="Pause Gym">Pause<\/button>/);
    assert.match(html, /form="status-actions" formaction="\/subscriptions\/[^/"]+\/pause"/);
    const main = html.slice(html.indexOf('<main'));
    assert.equal(main.match(/name="_csrf"/g)?.length, 1);
  });

  it('says how many months or years lie between payments of a plan billed every few', () => {
    const items = [
      aSubscription({ name: 'Insurance', amountMinor: 9000, intervalCount: 3 }),
      aSubscription({ name: 'Domain', period: 'yearly', amountMinor: 3000, intervalCount: 2 }),
    ];
    const text = textOf(render(h(SubscriptionsListScreen, { ...base, page: page(items) })));
    assert.match(text, /\$90\.00 every 3 months/);
    assert.match(text, /\$30\.00 every 2 years/);
  });

  it('links to the next page and says what to do when nothing matches', () => {
    const next = '/subscriptions?offset=50';
    const withNext = render(
      h(SubscriptionsListScreen, { ...base, page: page(undefined, { next }) }),
    );
    assert.ok(
      withNext.includes(
        '<a class="button secondary small" href="/subscriptions?offset=50">Next page</a>',
      ),
    );
    const none = render(
      h(SubscriptionsListScreen, { ...base, page: page([], { filtered: true }) }),
    );
    assert.match(none, /No subscriptions match these filters/);
    const empty = render(h(SubscriptionsListScreen, { ...base, page: page([]) }));
    assert.match(empty, /No subscriptions yet\./);
  });

  it('shows the query’s message instead of results', () => {
    const errors = [{ field: 'q', message: 'q must be at most 120 characters.' }];
    const html = render(h(SubscriptionsListScreen, { ...base, params: { q: 'x' }, errors }));
    assert.match(html, /There is a problem/);
    assert.match(html, /<a href="#q">q must be at most 120 characters.<\/a>/);
    assert.doesNotMatch(html, /<table/);
  });
});
