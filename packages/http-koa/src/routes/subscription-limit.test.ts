import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import type { Ports } from '@subtrack/domain';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { startDataIoServer } from '../testing/data-io-server.js';
import { expectStatus } from '../testing/openapi/live-test-client.js';

const COLLECTION = '/api/v1/subscriptions';
const IMPORTS = '/api/v1/imports';

/** A server whose accounts may hold `max` subscriptions (`serve --max-subscriptions-per-account`). */
const startLimited = (t: TestContext, max: number) =>
  startDataIoServer(t, {
    wrapPorts: (ports: Ports) => ({ ...ports, limits: { maxSubscriptionsPerAccount: max } }),
  });

const exportOf = (names: string[]) =>
  JSON.stringify({
    format: 'subtrack-export',
    version: 1,
    exportedAt: '2026-11-21T08:00:00.000Z',
    subscriptions: names.map((name) => aSubscriptionBody({ name })),
  });

describe('the subscription limit of an account', () => {
  it('POST /api/v1/subscriptions past the limit answers 409 subscription_limit_reached naming it and how to raise it', async (t) => {
    const s = await startLimited(t, 2);
    for (const name of ['One', 'Two']) {
      await expectStatus(s, 201, 'POST', COLLECTION, COLLECTION, {
        key: s.writeKey,
        body: aSubscriptionBody({ name }),
      });
    }
    const refused = await expectStatus(s, 409, 'POST', COLLECTION, COLLECTION, {
      key: s.writeKey,
      body: aSubscriptionBody({ name: 'Three' }),
      code: 'subscription_limit_reached',
    });
    const error = refused.json['error'] as { message: string; suggestedFix: string };
    assert.equal(
      error.message,
      'An account may hold at most 2 subscriptions, and this one holds 2.',
    );
    assert.match(error.suggestedFix, /serve --max-subscriptions-per-account N/);
    assert.match(error.suggestedFix, /SUBTRACK_MAX_SUBSCRIPTIONS_PER_ACCOUNT/);
    assert.equal((await s.ports.subscriptions.listAll(s.accountId)).length, 2);
    // Another account has room of its own.
    const other = await s.newAccount();
    await expectStatus(s, 201, 'POST', COLLECTION, COLLECTION, {
      key: other.writeKey,
      body: aSubscriptionBody(),
    });
  });

  it('POST /api/v1/imports that would pass the limit answers 400 invalid_import and creates nothing', async (t) => {
    const s = await startLimited(t, 3);
    await s.request('POST', COLLECTION, { key: s.writeKey, body: aSubscriptionBody() });
    const request = { key: s.writeKey, headers: { 'Content-Type': 'application/json' } };
    for (const query of ['source=subtrack&dryRun=true', 'source=subtrack']) {
      const refused = await expectStatus(s, 400, 'POST', IMPORTS, `${IMPORTS}?${query}`, {
        ...request,
        rawBody: exportOf(['A', 'B', 'C']),
        code: 'invalid_import',
      });
      assert.match(
        (refused.json['error'] as { message: string }).message,
        /^The file holds 3 new subscriptions, but this account holds 1 of the 3 an account may hold; nothing was imported\.$/,
      );
    }
    assert.equal((await s.ports.subscriptions.listAll(s.accountId)).length, 1);
    await expectStatus(s, 200, 'POST', IMPORTS, `${IMPORTS}?source=subtrack`, {
      ...request,
      rawBody: exportOf(['A', 'B']),
    });
    assert.equal((await s.ports.subscriptions.listAll(s.accountId)).length, 3);
  });
});
