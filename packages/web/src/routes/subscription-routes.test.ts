import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listAuditEvents, parseAuditQuery } from '@subtrack/domain';
import { aSubscription } from '@subtrack/domain/testing';
import { allSubscriptions } from '../testing/all-subscriptions.js';
import { textOf } from '../testing/page-text.js';
import { startScreenServer } from '../testing/screen-server.js';
import { registerSubscriptionRoutes } from './subscription-routes.js';

const NETFLIX = {
  name: 'Netflix',
  category: 'Video',
  amount: '15.49',
  currency: 'USD',
  every: '1',
  unit: 'months',
  nextPaymentDate: '2026-12-05',
  notificationEnabled: 'true',
  status: 'active',
};

const all = allSubscriptions;

describe('/subscriptions routes', () => {
  it('adds a subscription, audited as a web write, and redirects to the list', async (t) => {
    const server = await startScreenServer(t, registerSubscriptionRoutes);
    const response = await server.post('/subscriptions/new', NETFLIX);
    assert.equal(response.status, 303);
    assert.equal(response.headers.get('location'), '/subscriptions');
    const [created] = await all(server);
    assert.equal(created?.amountMinor, 1549);
    const audit = await listAuditEvents(server.ports, server.accountId, parseAuditQuery({}));
    assert.deepEqual(audit.items[0]?.actor, {
      type: 'web',
      id: server.session.sessionPublicId,
      memberId: server.session.memberId,
    });
    const list = (await server.get('/subscriptions')).html;
    assert.match(list, />Netflix<\/a>/);
    assert.match(textOf(list), /\$15\.49 a month/);
  });

  it('answers 400 with the message beside the field and keeps what was typed', async (t) => {
    const server = await startScreenServer(t, registerSubscriptionRoutes);
    const response = await server.post('/subscriptions/new', { ...NETFLIX, amount: '-1' });
    assert.equal(response.status, 400);
    const html = response.html;
    assert.match(
      html,
      /<span id="amount-error"[^>]*>.*Amount must be a number from 0 to 999,999\.99/,
    );
    assert.match(html, /value="Netflix"/);
    assert.deepEqual(await all(server), []);
  });

  it('refuses a name of only invisible characters with the message beside Name', async (t) => {
    const server = await startScreenServer(t, registerSubscriptionRoutes);
    const response = await server.post('/subscriptions/new', { ...NETFLIX, name: '\u200b\u202e' });
    assert.equal(response.status, 400);
    assert.match(
      response.html,
      /<span id="name-error"[^>]*>.*Name must have 1 to 120 characters, at least one of them visible/,
    );
    assert.deepEqual(await all(server), []);
  });

  it('isolates a bidi override in a name wherever a page puts it inside other text', async (t) => {
    const server = await startScreenServer(t, registerSubscriptionRoutes);
    const name = '\u202egnp.exe';
    const isolated = '\u2068\u202egnp.exe\u202c\u2069';
    const s = aSubscription({ accountId: server.accountId, name });
    await server.ports.subscriptions.insert(s);
    const edit = (await server.get(`/subscriptions/${s.id}/edit`)).html;
    assert.ok(edit.includes(`<title>Edit ${isolated}`), 'page title');
    assert.ok(edit.includes(`<h1>Edit ${isolated}</h1>`), 'heading');
    assert.ok(edit.includes(`aria-label="Pause ${isolated}"`), 'button name');
    assert.ok(edit.includes(`value="${name}"`), 'the field keeps the raw name');
    const confirm = (await server.get(`/subscriptions/${s.id}/delete`)).html;
    assert.ok(confirm.includes(`<h1>Delete ${isolated}?</h1>`));
    const list = (await server.get('/subscriptions')).html;
    assert.ok(list.includes(`aria-label="Delete ${isolated}"`));
    assert.ok(
      !/[^\u2068]\u202egnp/.test(`${edit}${confirm}${list}`.replace(`value="${name}"`, '')),
    );
  });

  it('says above the form that the account holds its limit and how to raise it, keeping what was typed', async (t) => {
    const server = await startScreenServer(t, registerSubscriptionRoutes);
    server.ports.limits = { maxSubscriptionsPerAccount: 2 };
    for (const name of ['One', 'Two'])
      await server.ports.subscriptions.insert(aSubscription({ accountId: server.accountId, name }));
    const response = await server.post('/subscriptions/new', NETFLIX);
    assert.equal(response.status, 409);
    const summary = response.html.split('There is a problem')[1]?.split('</div>')[0] ?? '';
    assert.match(summary, /This account holds as many subscriptions as it may\./);
    assert.match(summary, /serve --max-subscriptions-per-account N/);
    assert.match(response.html, /value="Netflix"/);
    assert.equal((await all(server)).length, 2);
  });

  it('saves an edit, pauses, resumes, cancels and deletes after confirming', async (t) => {
    const server = await startScreenServer(t, registerSubscriptionRoutes);
    const s = aSubscription({ accountId: server.accountId, name: 'Gym' });
    await server.ports.subscriptions.insert(s);
    const edit = await server.get(`/subscriptions/${s.id}/edit`);
    assert.match(edit.html, /value="15.99"/);
    const saved = await server.post(`/subscriptions/${s.id}/edit`, {
      ...NETFLIX,
      name: 'Gym',
      amount: '20',
      nextPaymentDate: s.nextPaymentDate,
      billingAnchorDay: '5',
      lastPaymentDate: '2026-11-05',
    });
    assert.equal(saved.status, 303);
    assert.equal((await all(server))[0]?.amountMinor, 2000);
    for (const [action, status] of [
      ['pause', 'paused'],
      ['resume', 'active'],
      ['cancel', 'cancelled'],
    ] as const) {
      const moved = await server.post(`/subscriptions/${s.id}/${action}`, {
        next: '/subscriptions?status=active',
      });
      assert.equal(moved.status, 303);
      assert.equal(moved.headers.get('location'), '/subscriptions?status=active');
      assert.equal((await all(server))[0]?.status, status);
    }
    const confirm = (await server.get(`/subscriptions/${s.id}/delete`)).html;
    assert.match(confirm, /<h1>Delete Gym\?<\/h1>/);
    assert.equal((await all(server)).length, 1);
    const deleted = await server.post(`/subscriptions/${s.id}/delete`, {});
    assert.equal(deleted.status, 303);
    assert.deepEqual(await all(server), []);
  });

  it('answers 404 for an unknown or malformed id', async (t) => {
    const server = await startScreenServer(t, registerSubscriptionRoutes);
    assert.equal((await server.get('/subscriptions/not-a-uuid/edit')).status, 404);
    const unknown = '0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7a';
    assert.equal((await server.post(`/subscriptions/${unknown}/pause`, {})).status, 404);
  });

  it('filters, sorts and pages like the API and shows a bad query’s message', async (t) => {
    const server = await startScreenServer(t, registerSubscriptionRoutes);
    for (const name of ['Alpha', 'Beta', 'Gamma']) {
      await server.ports.subscriptions.insert(aSubscription({ accountId: server.accountId, name }));
    }
    const page = (await server.get('/subscriptions?q=a&sort=-name&limit=2&status=')).html;
    assert.match(page, /Gamma.*Beta/s);
    assert.doesNotMatch(page, />Alpha</);
    assert.match(
      page,
      /href="\/subscriptions\?q=a&amp;sort=-name&amp;limit=2&amp;offset=2">Next page/,
    );
    const bad = await server.get('/subscriptions?expiringBefore=2026-13-01');
    assert.equal(bad.status, 400);
    assert.match(bad.html, /expiringBefore must be a real date written YYYY-MM-DD\./);
  });
});
