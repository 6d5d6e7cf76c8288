import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { runInProcess } from '../testing/cli-in-process.js';
import { parseJsonOutput, tempFolder } from '../testing/cli-process.js';
import { startServerProcess } from '../testing/server-process.js';

const LIST_TOOLS = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };

/** `serve` on a demo database with `flags` (and `env`); answers its URL and a read key. */
async function served(t: TestContext, flags: string[] = [], env: Record<string, string> = {}) {
  const { db } = tempFolder(t);
  const demo = parseJsonOutput(await runInProcess(['demo', '--db', db, '--json']));
  const server = await startServerProcess(t, ['serve', '--port', '0', '--db', db, ...flags], {
    env,
  });
  return { url: server.url, key: String(demo['readKey']) };
}

/** A `tools/list` POST to `/mcp`, with `origin` as its Origin header when given. */
async function listTools(
  server: { url: string; key: string },
  origin?: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.url}/mcp`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${server.key}`,
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...(origin === undefined ? {} : { Origin: origin }),
      ...headers,
    },
    body: JSON.stringify(LIST_TOOLS),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the Origin of requests to /mcp', { concurrency: 3 }, () => {
  it('refuses a page of another site with 403, and serves clients that send no Origin', async (t) => {
    const server = await served(t);
    const evil = await listTools(server, 'http://evil.example');
    assert.equal(evil.status, 403);
    const error = evil.body['error'] as Record<string, unknown>;
    assert.equal(error['code'], 'origin_not_allowed');
    assert.match(String(error['suggestedFix']), /--mcp-allowed-origin/);
    assert.equal(typeof evil.body['requestId'], 'string');
    assert.equal((await listTools(server)).status, 200);
    // Without --public-url the server's own origin is the one the request came to.
    assert.equal((await listTools(server, server.url)).status, 200);
    assert.equal((await listTools(server, 'null')).status, 403);
  });

  it('takes its own origin from --public-url, and the origins given with --mcp-allowed-origin', async (t) => {
    const server = await served(t, [
      '--public-url',
      'https://subs.example.com',
      '--mcp-allowed-origin',
      'https://assistant.example',
      '--mcp-allowed-origin',
      'http://localhost:6274',
    ]);
    for (const origin of [
      'https://subs.example.com',
      'https://assistant.example',
      'http://localhost:6274',
    ]) {
      assert.equal((await listTools(server, origin)).status, 200, origin);
    }
    for (const origin of [server.url, 'https://assistant.example.evil', 'http://localhost:6275']) {
      assert.equal((await listTools(server, origin)).status, 403, origin);
    }
  });

  it('behind a trusted proxy, takes its own origin from the forwarded scheme and host', async (t) => {
    const server = await served(t, ['--trust-proxy']);
    const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'subs.example.org' };
    assert.equal((await listTools(server, 'https://subs.example.org', forwarded)).status, 200);
    assert.equal((await listTools(server, 'https://subs.example.org')).status, 403);
    assert.equal((await listTools(server, server.url, forwarded)).status, 403);
  });

  it('reads the allowed origins from SUBTRACK_MCP_ALLOWED_ORIGINS too', async (t) => {
    const server = await served(t, [], {
      SUBTRACK_MCP_ALLOWED_ORIGINS: 'https://a.example, https://b.example',
    });
    assert.equal((await listTools(server, 'https://b.example')).status, 200);
    assert.equal((await listTools(server, 'https://c.example')).status, 403);
  });

  it('refuses an allowed origin that is not an origin, naming the flag (exit 2)', async () => {
    const run = await runInProcess(['serve', '--mcp-allowed-origin', 'https://a.example/path']);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /--mcp-allowed-origin/);
  });
});
