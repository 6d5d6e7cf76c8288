import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  listAuditEvents,
  listPayments,
  parseAuditQuery,
  parsePaymentListQuery,
} from '@subtrack/domain';
import { allSubscriptions } from '../testing/all-subscriptions.js';
import { textOf } from '../testing/page-text.js';
import { startScreenServer } from '../testing/screen-server.js';
import { registerSubscriptionRoutes } from './subscription-routes.js';

// Today is 2026-11-21 on the test clock: a quarterly plan started a year ago on the 30th
// has four payments already (Nov 30, Feb 28, May 30, Aug 30) and renews on Nov 30.
const QUARTERLY = {
  name: 'Home insurance',
  category: 'Insurance',
  amount: '90',
  currency: 'USD',
  every: '3',
  unit: 'months',
  nextPaymentDate: '2026-11-30',
  startedOn: '2025-11-30',
  noticeDays: '5',
  notificationEnabled: 'true',
  status: 'active',
};

async function withQuarterlyPlan(t: Parameters<typeof startScreenServer>[0]) {
  const server = await startScreenServer(t, registerSubscriptionRoutes);
  assert.equal((await server.post('/subscriptions/new', QUARTERLY)).status, 303);
  const [plan] = await allSubscriptions(server);
  assert.ok(plan);
  const payments = async () =>
    (await listPayments(server.ports, server.accountId, plan.id, parsePaymentListQuery({}))).items;
  return { server, plan, payments, path: `/subscriptions/${plan.id}` };
}

describe('/subscriptions/:id page', () => {
  it('shows the period in words, the next renewals, the cancel-by date and the payments newest first', async (t) => {
    const { server, path } = await withQuarterlyPlan(t);
    const list = (await server.get('/subscriptions')).html;
    assert.ok(
      list.includes(`<a href="${path}">Home insurance</a>`),
      'the list links the name here',
    );
    const page = await server.get(path);
    assert.equal(page.status, 200);
    const text = textOf(page.html);
    assert.match(text, /Renews\s*Every 3 months/);
    assert.match(text, /Notice period\s*5 days/);
    assert.match(text, /Cancel by Nov 25, 2026 to stop the renewal on Nov 30, 2026 ?\./);
    assert.match(text, /Nov 30, 2026\s*Feb 28, 2027\s*May 30, 2027\s*Aug 30, 2027/);
    assert.match(text, /Aug 30, 2026.*May 30, 2026.*Feb 28, 2026.*Nov 30, 2025/s);
    assert.match(
      page.html,
      /aria-label="Mark skipped: the payment of Aug 30, 2026"[^>]*>Mark skipped<\/button>/,
    );
  });

  it('marks a payment skipped and changes an amount, each audited as payment.updated', async (t) => {
    const { server, path, payments } = await withQuarterlyPlan(t);
    const [latest, earlier] = await payments();
    assert.ok(latest && earlier);
    const skipped = await server.post(`${path}/payments/${latest.id}`, {
      status: 'skipped',
      next: path,
    });
    assert.equal(skipped.status, 303);
    assert.equal(skipped.headers.get('location'), path);
    const changed = await server.post(`${path}/payments/${earlier.id}`, {
      amount: '95,50',
      next: path,
    });
    assert.equal(changed.status, 303);
    const [a, b] = await payments();
    assert.deepEqual([a?.status, b?.amountMinor, b?.status], ['skipped', 9550, 'paid']);
    const audit = await listAuditEvents(
      server.ports,
      server.accountId,
      parseAuditQuery({ action: 'payment.updated' }),
    );
    assert.equal(audit.items.length, 2);
    assert.deepEqual(audit.items[0]?.actor, {
      type: 'web',
      id: server.session.sessionPublicId,
      memberId: server.session.memberId,
    });
    const page = textOf((await server.get(path)).html);
    assert.match(page, /Aug 30, 2026\s*\$90\.00\s*Skipped/);
    assert.match(page, /May 30, 2026\s*\$95\.50\s*Paid/);
  });

  it('shows a refused amount beside its field, keeping what was typed and changing nothing', async (t) => {
    const { server, path, payments } = await withQuarterlyPlan(t);
    const [latest] = await payments();
    assert.ok(latest);
    const refused = await server.post(`${path}/payments/${latest.id}`, {
      amount: 'ten',
      next: path,
    });
    assert.equal(refused.status, 400);
    assert.match(refused.html, new RegExp(`<span id="amount-${latest.id}-error"`));
    assert.match(refused.html, /name="amount"[^>]*value="ten"/);
    assert.match(
      refused.html,
      /<a href="#amount-[^"]+">Enter the amount as a number, such as 15\.49\./,
    );
    assert.match(
      refused.html,
      /class="visually-hidden">Error: <\/span>Enter the amount as a number, such as 15\.49\./,
    );
    assert.equal((await payments())[0]?.amountMinor, 9000);
  });

  it('answers 404 for an unknown payment or subscription', async (t) => {
    const { server, path } = await withQuarterlyPlan(t);
    const unknown = '0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7a';
    assert.equal(
      (await server.post(`${path}/payments/${unknown}`, { status: 'skipped' })).status,
      404,
    );
    assert.equal((await server.post(`${path}/payments/nope`, { status: 'skipped' })).status, 404);
    assert.equal((await server.get(`/subscriptions/${unknown}`)).status, 404);
  });
});
