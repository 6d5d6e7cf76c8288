import assert from 'node:assert/strict';
import { get } from 'node:http';
import { describe, it } from 'node:test';
import { createSubscription, parseCreateSubscriptionBody, setLogo } from '@subtrack/domain';
import { aPngImage, FakeLogoEncoder } from '@subtrack/domain/testing';
import { type ScreenServer, startScreenServer } from '../testing/screen-server.js';
import { registerSubscriptionRoutes } from './subscription-routes.js';

const BODY = {
  category: 'Video',
  amount: 15.49,
  currency: 'EUR',
  period: 'monthly',
  nextPaymentDate: '2026-12-05',
};

/** Adds a subscription of this name over the use case, as the API would. */
const add = (server: ScreenServer, name: string) =>
  createSubscription(server.ports, server.ctx, parseCreateSubscriptionBody({ ...BODY, name }));

describe('GET /subscriptions', () => {
  it('draws a table until cards are chosen, then remembers cards on this browser', async (t) => {
    const server = await startScreenServer(t, registerSubscriptionRoutes);
    await add(server, 'Netflix');
    assert.match((await server.get('/subscriptions')).html, /<table class="cards/);
    const chosen = await server.get('/subscriptions?view=cards');
    assert.equal(chosen.status, 200);
    assert.match(chosen.headers.get('set-cookie') ?? '', /subtrack_list_view=cards;.*httponly/i);
    const again = (await server.get('/subscriptions')).html;
    assert.doesNotMatch(again, /<table/);
    assert.match(again, /<ul class="subscription-cards">/);
    assert.match(again, /<a href="\/subscriptions\?view=table">List<\/a>/);
    assert.match(again, /<a href="\/subscriptions\?view=cards" aria-current="page">Cards<\/a>/);
  });

  it('shows an uploaded logo and otherwise the initials, each hidden from screen readers', async (t) => {
    const server = await startScreenServer(t, registerSubscriptionRoutes);
    const prime = await add(server, 'Amazon Prime');
    const netflix = await add(server, 'Netflix');
    await setLogo(server.ports, new FakeLogoEncoder(), server.ctx, netflix.id, aPngImage());
    const html = (await server.get('/subscriptions')).html;
    assert.match(
      html,
      new RegExp(`<img class="mark" src="/subscriptions/${netflix.id}/logo" alt[ =]`),
    );
    assert.match(html, /<span class="mark monogram tone-\d" aria-hidden="true">AP<\/span>/);
    assert.doesNotMatch(html, new RegExp(`/subscriptions/${prime.id}/logo`));
  });
});

describe('GET /subscriptions/:id/logo', () => {
  it('serves the stored image privately, and a 304 once the browser has it', async (t) => {
    const server = await startScreenServer(t, registerSubscriptionRoutes);
    const netflix = await add(server, 'Netflix');
    await setLogo(server.ports, new FakeLogoEncoder(), server.ctx, netflix.id, aPngImage('n'));
    const path = `/subscriptions/${netflix.id}/logo`;
    const response = await fetch(`${server.baseUrl}${path}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/png');
    assert.equal(response.headers.get('cache-control'), 'private, no-cache');
    const bytes = new Uint8Array(await response.arrayBuffer());
    assert.equal(new TextDecoder().decode(bytes.slice(0, 8)), 'encoded:');
    const etag = response.headers.get('etag') ?? '';
    // node:http, as a browser revalidates: fetch() adds "Cache-Control: no-cache" to a
    // conditional request, which asks the server to send the bytes again.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(`${server.baseUrl}${path}`, { headers: { 'if-none-match': etag } }, (answer) => {
        answer.resume();
        resolve(answer.statusCode);
      }).on('error', reject);
    });
    assert.equal(status, 304);
  });

  it('answers 404 for a subscription without a logo and for an unknown one', async (t) => {
    const server = await startScreenServer(t, registerSubscriptionRoutes);
    const netflix = await add(server, 'Netflix');
    assert.equal((await server.get(`/subscriptions/${netflix.id}/logo`)).status, 404);
    assert.equal((await server.get('/subscriptions/not-an-id/logo')).status, 404);
  });
});
