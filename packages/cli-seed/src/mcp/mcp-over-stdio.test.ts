import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { runInProcess } from '../testing/cli-in-process.js';
import { parseJsonOutput, runCli, tempFolder } from '../testing/cli-process.js';
import {
  callTool,
  connectOverStdio,
  READ_TOOLS,
  toolNames,
  WRITE_TOOLS,
} from '../testing/mcp-clients.js';
import { startServerProcess } from '../testing/server-process.js';

async function demoDatabase(t: Parameters<typeof tempFolder>[0]) {
  const { db } = tempFolder(t);
  const demo = parseJsonOutput(await runInProcess(['demo', '--db', db, '--json']));
  return {
    db,
    accountId: demo['accountId'] as string,
    readKey: demo['readKey'] as string,
    writeKey: demo['writeKey'] as string,
  };
}

describe('subtrack mcp (MCP over standard input and output)', { concurrency: 3 }, () => {
  it('lists only the reading tools to a read key and every tool to a write key', async (t) => {
    const demo = await demoDatabase(t);
    const reader = await connectOverStdio(t, demo.db, demo.readKey);
    assert.deepEqual(await toolNames(reader.client), READ_TOOLS);
    const writer = await connectOverStdio(t, demo.db, demo.writeKey);
    assert.deepEqual(await toolNames(writer.client), [...READ_TOOLS, ...WRITE_TOOLS].sort());
  });

  it('creates a subscription the REST API then shows; an invalid one is refused and writes nothing', async (t) => {
    const demo = await demoDatabase(t);
    const { client, stderr } = await connectOverStdio(t, demo.db, demo.writeKey);
    const refused = await callTool(
      client,
      'create_subscription',
      aSubscriptionBody({ name: 'Bouldering hall', period: 'fortnightly' }),
    );
    assert.equal(refused.isError, true);
    const error = refused.body['error'] as { code: string; field: string; allowedValues: string[] };
    assert.equal(error.code, 'invalid_subscription');
    assert.equal(error.field, 'period');
    assert.deepEqual(error.allowedValues, ['monthly', 'yearly', 'custom']);

    const created = await callTool(
      client,
      'create_subscription',
      aSubscriptionBody({ name: 'Bouldering hall' }),
    );
    assert.equal(created.isError, false, JSON.stringify(created.body));
    const { id } = created.body['data'] as { id: string };
    // One JSON log line per call on stderr, with its request id.
    assert.match(
      stderr(),
      new RegExp(
        `"tool":"create_subscription","toolError":null.*"requestId":"${created.body['requestId']}"`,
      ),
    );

    const server = await startServerProcess(t, ['serve', '--port', '0', '--db', demo.db]);
    const rest = await fetch(`${server.url}/api/v1/subscriptions?q=bouldering`, {
      headers: { Authorization: `Bearer ${demo.readKey}` },
    });
    const page = (await rest.json()) as { data: Array<{ id: string; name: string }> };
    assert.deepEqual(
      page.data.map((item) => [item.id, item.name]),
      [[id, 'Bouldering hall']],
      'only the valid create was written',
    );
  });

  it('pauses a subscription by update, and refuses every call once the key is revoked', async (t) => {
    const demo = await demoDatabase(t);
    const { key } = parseJsonOutput(
      await runInProcess([
        'key',
        'create',
        '--account',
        demo.accountId,
        '--scope',
        'write',
        '--db',
        demo.db,
        '--json',
      ]),
    ) as { key: string };
    const { client } = await connectOverStdio(t, demo.db, key);
    const listed = await callTool(client, 'list_subscriptions', { status: 'active', limit: 1 });
    const [first] = listed.body['data'] as Array<{ id: string }>;
    const paused = await callTool(client, 'update_subscription', {
      id: first?.id,
      status: 'paused',
    });
    assert.equal((paused.body['data'] as { status: string }).status, 'paused');

    assert.equal(
      (await runInProcess(['key', 'revoke', '--key-id', key, '--db', demo.db])).status,
      0,
    );
    const refused = await callTool(client, 'update_subscription', {
      id: first?.id,
      status: 'active',
    });
    assert.equal(refused.isError, true);
    assert.equal((refused.body['error'] as { code: string }).code, 'invalid_api_key');
    const reader = await connectOverStdio(t, demo.db, demo.readKey);
    const still = await callTool(reader.client, 'get_subscription', { id: first?.id });
    assert.equal((still.body['data'] as { status: string }).status, 'paused');
  });

  it('exits 1 at start with a wrong key, printing nothing on stdout', async (t) => {
    const demo = await demoDatabase(t);
    const run = await runCli(['mcp', '--key', `${demo.readKey.slice(0, -4)}0000`, '--db', demo.db]);
    assert.equal(run.status, 1);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /^subtrack: --key: .*subtrack key create/);
  });
});
