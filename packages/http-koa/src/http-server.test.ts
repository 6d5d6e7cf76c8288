import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { describe, it } from 'node:test';
import { startTestServer } from './testing/test-server.js';

/** Sends raw bytes and returns everything the server wrote before closing. */
function rawExchange(baseUrl: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.write(bytes);
  });
}

function parseRaw(raw: string): {
  statusLine: string;
  headers: string;
  body: Record<string, unknown>;
} {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  return { statusLine, headers: headerLines.join('\n').toLowerCase(), body: JSON.parse(body) };
}

describe('createHttpServer', () => {
  it('answers request headers over 16 KiB with 431 in the error envelope', async (t) => {
    const server = await startTestServer(t);
    const response = await fetch(`${server.baseUrl}/api/v1/subscriptions`, {
      headers: { authorization: `Bearer ${server.readKey}`, 'x-big': 'h'.repeat(20_000) },
    });
    assert.equal(response.status, 431);
    const body = (await response.json()) as { error: { code: string }; requestId: string };
    assert.equal(body.error.code, 'request_header_too_large');
    assert.equal(response.headers.get('x-request-id'), body.requestId);
    assert.equal(response.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('cache-control'), 'no-store');
  });

  it('answers a request that is not HTTP with 400 bad_request in the envelope', async (t) => {
    const server = await startTestServer(t);
    const raw = parseRaw(await rawExchange(server.baseUrl, 'NOT HTTP AT ALL\r\n\r\n'));
    assert.match(raw.statusLine, /^HTTP\/1\.1 400 /);
    assert.equal((raw.body.error as { code: string }).code, 'bad_request');
    assert.match(raw.headers, new RegExp(`x-request-id: ${String(raw.body.requestId)}`));
  });

  it('logs the rejected request without its headers', async (t) => {
    const server = await startTestServer(t);
    await fetch(`${server.baseUrl}/healthz`, { headers: { 'x-big': `stk_${'s'.repeat(20_000)}` } });
    const line = server.logs.find((entry) => entry.includes('request_header_too_large'));
    assert.ok(line, server.logs.join('\n'));
    assert.ok(!line.includes('stk_'));
  });

  it('keeps serving after rejecting a request', async (t) => {
    const server = await startTestServer(t);
    await fetch(`${server.baseUrl}/healthz`, { headers: { 'x-big': 'h'.repeat(20_000) } });
    assert.equal((await fetch(`${server.baseUrl}/healthz`)).status, 200);
  });
});
