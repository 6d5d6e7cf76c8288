import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startDataIoServer } from '../testing/data-io-server.js';
import { createSubscription, startTestServer, type TestServer } from '../testing/test-server.js';

type Json = Record<string, unknown>;

const errorOf = (response: { json: Json }) => response.json.error as Json;

function patch(server: TestServer, id: unknown, body: Json) {
  return server.request('PATCH', `/api/v1/subscriptions/${id}`, { key: server.writeKey, body });
}

// The test server's clock stands at 2026-11-21.
describe('the billing fields on update and list', () => {
  it('PATCH changes intervalCount; a period made custom drops it, and one sent with custom is refused', async (t) => {
    const server = await startTestServer(t);
    const plan = await createSubscription(server, { nextPaymentDate: '2026-12-31' });
    const quarterly = await patch(server, plan.id, { intervalCount: 3 });
    assert.equal(quarterly.status, 200, quarterly.text);
    assert.equal((quarterly.json.data as Json).intervalCount, 3);
    assert.equal((quarterly.json.data as Json).nextPaymentDate, '2026-12-31');
    assert.equal((quarterly.json.data as Json).lastPaymentDate, '2026-09-30');
    const custom = await patch(server, plan.id, { period: 'custom', customDate: '14' });
    assert.equal('intervalCount' in (custom.json.data as Json), false);
    const refused = await patch(server, plan.id, { intervalCount: 2 });
    assert.equal(refused.status, 400);
    assert.equal(errorOf(refused).code, 'invalid_subscription');
    assert.equal(errorOf(refused).field, 'intervalCount');
  });

  it('a subscription past its endsOn is cancelled on its last renewal by the system, and needs a later end to come back', async (t) => {
    const server = await startTestServer(t);
    const contract = await createSubscription(server, {
      nextPaymentDate: '2026-12-05',
      endsOn: '2027-01-10',
      noticeDays: 30,
      remindDaysBefore: [1, 7],
    });
    assert.equal(contract.endsOn, '2027-01-10');
    assert.equal(contract.noticeDays, 30);
    assert.deepEqual(contract.remindDaysBefore, [7, 1]);
    server.clock.set('2027-02-01T08:00:00.000Z');
    const ended = await server.request('GET', `/api/v1/subscriptions/${contract.id}`, {
      key: server.readKey,
    });
    assert.equal((ended.json.data as Json).status, 'cancelled');
    assert.equal((ended.json.data as Json).nextPaymentDate, '2027-01-05');
    const audit = await server.request(
      'GET',
      `/api/v1/audit-events?resourceId=${contract.id}&action=subscription.updated`,
      { key: server.readKey },
    );
    assert.deepEqual(
      (audit.json.data as Json[]).map((event) => event.actor),
      [{ type: 'system', id: null }],
    );
    const refused = await patch(server, contract.id, { status: 'active' });
    assert.equal(refused.status, 400);
    assert.equal(errorOf(refused).field, 'endsOn');
    assert.match(String(errorOf(refused).suggestedFix), /endsOn/);
    const back = await patch(server, contract.id, { status: 'active', endsOn: null });
    assert.equal(back.status, 200, back.text);
    assert.equal((back.json.data as Json).status, 'active');
    assert.equal('endsOn' in (back.json.data as Json), false);
  });

  it('the list answers the new fields as a GET does', async (t) => {
    const server = await startTestServer(t);
    const domain = await createSubscription(server, {
      name: 'Domain',
      period: 'yearly',
      intervalCount: 2,
      nextPaymentDate: '2027-03-01',
    });
    const list = await server.request('GET', '/api/v1/subscriptions?period=yearly', {
      key: server.readKey,
    });
    assert.deepEqual(list.json.data, [domain]);
  });
});

describe('the billing fields in an export, imported again', () => {
  it('keeps intervalCount, startedOn, endsOn, noticeDays and remindDaysBefore through an export and an import into a new server', async (t) => {
    const source = await startDataIoServer(t);
    const plan = await createSubscription(source, {
      name: 'Insurance',
      intervalCount: 3,
      nextPaymentDate: '2027-01-31',
      startedOn: '2026-10-31',
      endsOn: '2028-12-31',
      noticeDays: 30,
      remindDaysBefore: [14, 2],
    });
    const exported = await source.request('GET', '/api/v1/export?format=json', {
      key: source.readKey,
    });
    assert.equal(exported.status, 200, exported.text);
    const target = await startDataIoServer(t);
    const imported = await target.request('POST', '/api/v1/imports?source=subtrack', {
      key: target.writeKey,
      rawBody: exported.text,
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal(imported.status, 200, imported.text);
    const again = await target.request('GET', `/api/v1/subscriptions/${plan.id}`, {
      key: target.readKey,
    });
    const { createdAt: _c, updatedAt: _u, ...kept } = again.json.data as Json;
    const { createdAt: _c2, updatedAt: _u2, ...sent } = plan;
    assert.deepEqual(kept, sent);
  });
});
