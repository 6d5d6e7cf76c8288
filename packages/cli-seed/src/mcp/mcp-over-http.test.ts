import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { runInProcess } from '../testing/cli-in-process.js';
import { parseJsonOutput, tempFolder } from '../testing/cli-process.js';
import {
  callTool,
  connectOverHttp,
  READ_TOOLS,
  toolNames,
  WRITE_TOOLS,
} from '../testing/mcp-clients.js';
import { startServerProcess } from '../testing/server-process.js';

const NEW_SUBSCRIPTION = aSubscriptionBody({ name: 'Climbing gym', amount: 49.5 });

/** A database with the demo account, and `serve` on it at port 0. */
async function servedDemo(t: Parameters<typeof tempFolder>[0], serveFlags: string[] = []) {
  const { db } = tempFolder(t);
  const demo = parseJsonOutput(await runInProcess(['demo', '--db', db, '--json']));
  const server = await startServerProcess(t, ['serve', '--port', '0', '--db', db, ...serveFlags]);
  const rest = (path: string, key = demo['readKey'] as string) =>
    fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${key}` } });
  return {
    db,
    url: server.url,
    server,
    rest,
    accountId: demo['accountId'] as string,
    readKey: demo['readKey'] as string,
    writeKey: demo['writeKey'] as string,
  };
}

async function subscriptionCount(rest: (path: string) => Promise<Response>): Promise<number> {
  const page = (await (await rest('/api/v1/subscriptions?limit=100')).json()) as {
    data: unknown[];
  };
  return page.data.length;
}

describe('MCP over Streamable HTTP at /mcp of serve', { concurrency: 3 }, () => {
  it('lists only the reading tools to a read key and every tool to a write key', async (t) => {
    const served = await servedDemo(t);
    const before = await subscriptionCount(served.rest);
    const reader = await connectOverHttp(t, served.url, served.readKey);
    assert.deepEqual(await toolNames(reader), READ_TOOLS);
    const writer = await connectOverHttp(t, served.url, served.writeKey);
    assert.deepEqual(await toolNames(writer), [...READ_TOOLS, ...WRITE_TOOLS].sort());
    // A read key that names a write tool anyway is refused like a 403 of the API.
    const refused = await callTool(reader, 'create_subscription', NEW_SUBSCRIPTION);
    assert.equal(refused.isError, true);
    assert.equal((refused.body['error'] as { code: string }).code, 'insufficient_scope');
    assert.equal(await subscriptionCount(served.rest), before);
  });

  it('creates a subscription that REST then shows, audited with the key as actor and the call logged', async (t) => {
    const served = await servedDemo(t);
    const client = await connectOverHttp(t, served.url, served.writeKey);
    const created = await callTool(client, 'create_subscription', NEW_SUBSCRIPTION);
    assert.equal(created.isError, false, JSON.stringify(created.body));
    const { id, amount } = created.body['data'] as { id: string; amount: number };
    assert.equal(amount, 49.5);

    const shown = await served.rest(`/api/v1/subscriptions/${id}`);
    assert.equal(shown.status, 200);
    assert.equal(((await shown.json()) as { data: { name: string } }).data.name, 'Climbing gym');

    const audit = (await (await served.rest(`/api/v1/audit-events?resourceId=${id}`)).json()) as {
      data: Array<{ action: string; actor: { type: string; id: string }; requestId: string }>;
    };
    const [record] = audit.data;
    assert.equal(record?.action, 'subscription.created');
    assert.equal(record?.actor.type, 'api_key');
    assert.equal(record?.actor.id, served.writeKey.split('_')[1]);
    assert.equal(record?.requestId, created.body['requestId']);
    await served.server.waitForStderr(`"requestId":"${record?.requestId}"`);
    const line = served.server
      .stderr()
      .split('\n')
      .find((text) => text.includes(`"requestId":"${record?.requestId}"`));
    assert.match(line ?? '', /"path":"\/mcp".*"tool":"create_subscription","toolError":null/);
  });

  it('refuses an invalid create with the API error, what to fix, and writes nothing', async (t) => {
    const served = await servedDemo(t);
    const before = await subscriptionCount(served.rest);
    const client = await connectOverHttp(t, served.url, served.writeKey);
    const refused = await callTool(client, 'create_subscription', {
      ...NEW_SUBSCRIPTION,
      amount: '49.50',
    });
    assert.equal(refused.isError, true);
    assert.deepEqual(refused.body['error'], {
      code: 'invalid_subscription',
      message: 'amount must be a JSON number, not a string.',
      field: 'amount',
      suggestedFix: 'Send a number from 0 to 999999.99 with at most 2 decimals.',
    });
    assert.equal(await subscriptionCount(served.rest), before);
    const unknown = await callTool(client, 'update_subscription', {
      id: '00000000-0000-4000-8000-000000000000',
      colour: 'red',
    });
    assert.equal((unknown.body['error'] as { code: string }).code, 'invalid_subscription_field');
  });

  it('counts tool calls against the account quota shared with REST; refused input counts nothing', async (t) => {
    const served = await servedDemo(t, ['--rate-limit-per-hour', '3']);
    const client = await connectOverHttp(t, served.url, served.readKey);
    assert.equal((await served.rest('/api/v1/subscriptions')).status, 200);
    const summary = await callTool(client, 'spend_summary', { horizonDays: 7 });
    assert.equal(summary.isError, false);
    // Invalid input is refused before the quota, as a 400 of the API.
    const invalid = await callTool(client, 'upcoming_renewals', { horizonDays: 0 });
    assert.equal((invalid.body['error'] as { code: string }).code, 'invalid_query');
    const third = await served.rest('/api/v1/analytics/duplicates');
    assert.equal(third.status, 200);
    assert.equal(third.headers.get('X-RateLimit-Remaining'), '0');

    const exhausted = await callTool(client, 'list_subscriptions');
    assert.equal(exhausted.isError, true);
    assert.equal((exhausted.body['error'] as { code: string }).code, 'rate_limit_exceeded');
    assert.equal((await served.rest('/api/v1/subscriptions')).status, 429);
  });

  it('refuses a revoked key from the next call on, inside a session opened before', async (t) => {
    const served = await servedDemo(t);
    const { key } = parseJsonOutput(
      await runInProcess([
        'key',
        'create',
        '--account',
        served.accountId,
        '--scope',
        'write',
        '--db',
        served.db,
        '--json',
      ]),
    ) as { key: string };
    const before = await subscriptionCount(served.rest);
    const client = await connectOverHttp(t, served.url, key);
    assert.equal((await callTool(client, 'list_subscriptions', { q: 'net' })).isError, false);

    const revoked = await runInProcess(['key', 'revoke', '--key-id', key, '--db', served.db]);
    assert.equal(revoked.status, 0, revoked.stderr);
    await assert.rejects(
      callTool(client, 'create_subscription', NEW_SUBSCRIPTION),
      (error: unknown) => error instanceof StreamableHTTPError && error.code === 401,
    );
    await assert.rejects(connectOverHttp(t, served.url, key), StreamableHTTPError);
    assert.equal(await subscriptionCount(served.rest), before);
  });
});
