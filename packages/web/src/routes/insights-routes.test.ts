import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSubscription, parseCreateSubscriptionBody } from '@subtrack/domain';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { startScreenServer } from '../testing/screen-server.js';
import { registerInsightsRoutes } from './insights-routes.js';

const XSS = '<img src=x onerror=alert(1)>';

function add(server: Awaited<ReturnType<typeof startScreenServer>>, body: Record<string, unknown>) {
  const input = parseCreateSubscriptionBody(aSubscriptionBody(body));
  server.clock.advance(1000);
  return createSubscription(server.ports, server.ctx, input);
}

describe('GET /insights', () => {
  it('says there is nothing to look at without subscriptions, and what to do', async (t) => {
    const server = await startScreenServer(t, registerInsightsRoutes);
    const page = await server.get('/insights');
    assert.equal(page.status, 200);
    assert.match(page.html, /You have no subscriptions yet/);
    assert.match(
      page.html,
      /<a class="button" href="\/subscriptions\/new">Add a subscription<\/a>/,
    );
    assert.match(page.html, /No duplicates found/);
  });

  it('draws monthly spend by category, one accessible chart per currency with its table', async (t) => {
    const server = await startScreenServer(t, registerInsightsRoutes);
    await add(server, { name: 'Films', category: 'Video', amount: 20, currency: 'USD' });
    await add(server, { name: 'Songs', category: 'Music', amount: 10, currency: 'USD' });
    await add(server, { name: 'News', category: 'News', amount: 5, currency: 'EUR' });
    const { html } = await server.get('/insights');
    assert.match(html, /<h2 id="chart-heading">Monthly spend by category<\/h2>/);
    assert.match(
      html,
      /<svg role="img" aria-labelledby="chart-USD-title" aria-describedby="chart-USD-desc"/,
    );
    assert.ok(html.includes('<desc id="chart-USD-desc">Video: $20.00; Music: $10.00</desc>'));
    assert.ok(html.includes('<th scope="row">Music</th><td class="amount">$10.00</td>'));
    assert.ok(html.includes('<desc id="chart-EUR-desc">News: €5.00</desc>'));
    assert.doesNotMatch(html, /style=/);
  });

  it('shows a duplicate group with each member’s amount, currency and status', async (t) => {
    const server = await startScreenServer(t, registerInsightsRoutes);
    await add(server, { name: 'Netflix', amount: 15.99, currency: 'USD' });
    await add(server, { name: 'net flix', amount: 13.99, currency: 'EUR' });
    await add(server, { name: 'Spotify', amount: 9.99, currency: 'EUR' });
    const page = await server.get('/insights');
    assert.match(page.html, /<caption>“Netflix”: 2 subscriptions<\/caption>/);
    assert.match(
      page.html,
      /<th scope="row">net flix<\/th><td data-label="Category">Streaming<\/td><td data-label="Amount" class="amount">€13.99<\/td>/,
    );
    assert.match(page.html, /<td class="amount">(US)?\$15.99<\/td>/);
    assert.match(
      page.html,
      /<td data-label="Status"><span class="badge positive">Active<\/span><\/td>/,
    );
    assert.doesNotMatch(page.html, /“Spotify”/);
  });

  it('lists optimisations per currency, never adding currencies together', async (t) => {
    const server = await startScreenServer(t, registerInsightsRoutes);
    for (const name of ['A', 'B', 'C', 'D'])
      await add(server, { name, amount: 5, currency: 'EUR' });
    await add(server, { name: 'Gym', amount: 80, currency: 'EUR' });
    await add(server, { name: 'Cloud', amount: 10, currency: 'USD' });
    const page = await server.get('/insights');
    assert.match(
      page.html,
      /<caption>EUR: more than twice the average of €20.00 a month<\/caption>/,
    );
    assert.match(page.html, /<th scope="row">Gym<\/th><td class="amount">€80.00<\/td>/);
    assert.match(
      page.html,
      /<caption>EUR: monthly subscriptions, largest yearly cost first<\/caption>/,
    );
    assert.match(page.html, /<caption>USD: monthly subscriptions/);
    assert.match(
      page.html,
      /<th scope="row">Gym<\/th><td class="amount">€80.00<\/td><td class="amount">€960.00<\/td>/,
    );
  });

  it('shows names made of markup as text', async (t) => {
    const server = await startScreenServer(t, registerInsightsRoutes);
    await add(server, { name: XSS, amount: 1, currency: 'EUR' });
    await add(server, { name: XSS, amount: 2, currency: 'EUR' });
    const page = await server.get('/insights');
    assert.equal(page.html.includes(XSS), false);
    assert.match(page.html, /&lt;img src=x onerror=alert\(1\)>/);
  });
});
