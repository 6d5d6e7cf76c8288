import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { createHttpServer, REQUEST_TIMEOUTS } from './http-server.js';
import { PERMISSIONS_POLICY } from './permissions-policy.js';
import { startDataIoServer } from './testing/data-io-server.js';
import { rawExchange } from './testing/raw-exchange.js';
import { startTestServer } from './testing/test-server.js';

/**
 * Sends `head`, then trickles `body` one byte every `everyMs`; answers what the server wrote,
 * and how long after the first byte the connection was closed.
 */
function trickle(
  baseUrl: string,
  head: string,
  body: string,
  everyMs: number,
): Promise<{ received: string; closedAfterMs: number; bytesSent: number }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const started = Date.now();
    let received = '';
    let bytesSent = 0;
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    const timer = setInterval(() => {
      if (bytesSent >= body.length || socket.destroyed) return;
      socket.write(body[bytesSent] ?? '');
      bytesSent += 1;
    }, everyMs);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ received, closedAfterMs: Date.now() - started, bytesSent });
    });
    socket.write(head);
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

  it('answers an HTTP/1.1 request without Host with 400 in the envelope and the security headers', async (t) => {
    const server = await startTestServer(t);
    for (const path of ['/healthz', '/api/v1/subscriptions']) {
      const raw = parseRaw(
        await rawExchange(server.baseUrl, `GET ${path} HTTP/1.1\r\nConnection: close\r\n\r\n`),
      );
      assert.match(raw.statusLine, /^HTTP\/1\.1 400 /, path);
      assert.equal((raw.body.error as { code: string }).code, 'bad_request');
      assert.match((raw.body.error as { message: string }).message, /Host/);
      assert.match(raw.headers, new RegExp(`x-request-id: ${String(raw.body.requestId)}`));
      assert.match(raw.headers, /content-type: application\/json; charset=utf-8/);
      assert.match(raw.headers, /x-content-type-options: nosniff/);
      assert.match(raw.headers, /cache-control: no-store/);
      assert.match(raw.headers, /content-security-policy: default-src 'none'/);
      assert.match(raw.headers, /permissions-policy: .*camera=\(\)/);
    }
    const http10 = await rawExchange(server.baseUrl, 'GET /healthz HTTP/1.0\r\n\r\n');
    assert.match(http10, /^HTTP\/1\.1 200 /, 'HTTP/1.0 needs no Host');
  });

  it('sends Permissions-Policy on answers Node gives without the app', async (t) => {
    const server = await startTestServer(t);
    const raw = parseRaw(await rawExchange(server.baseUrl, 'NOT HTTP AT ALL\r\n\r\n'));
    assert.match(
      raw.headers,
      new RegExp(`permissions-policy: ${escapeRegExp(PERMISSIONS_POLICY)}`),
    );
  });

  it('cuts off a body trickled one byte at a time once the request timeout passes, with 408', async (t) => {
    const server = await startTestServer(t, {
      httpServer: { headersTimeoutMs: 500, requestTimeoutMs: 1000, timeoutCheckEveryMs: 100 },
    });
    const body = JSON.stringify(aSubscriptionBody());
    const head =
      'POST /api/v1/subscriptions HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      `Authorization: Bearer ${server.writeKey}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n`;
    const answer = await trickle(server.baseUrl, head, body, 200);
    assert.ok(answer.closedAfterMs < 3000, `closed after ${answer.closedAfterMs} ms`);
    assert.ok(answer.bytesSent < body.length, 'cut before the whole body arrived');
    const raw = parseRaw(answer.received);
    assert.match(raw.statusLine, /^HTTP\/1\.1 408 /);
    assert.equal((raw.body.error as { code: string }).code, 'request_timeout');
  });

  it('cuts off headers trickled one byte at a time once the headers timeout passes', async (t) => {
    const server = await startTestServer(t, {
      httpServer: { headersTimeoutMs: 500, requestTimeoutMs: 1000, timeoutCheckEveryMs: 100 },
    });
    const answer = await trickle(
      server.baseUrl,
      'G',
      `ET /healthz HTTP/1.1\r\n${'X-A: b\r\n'.repeat(50)}`,
      100,
    );
    assert.ok(answer.closedAfterMs < 2500, `closed after ${answer.closedAfterMs} ms`);
    assert.match(answer.received, /^HTTP\/1\.1 408 /);
  });

  it('takes a 10 MiB import that arrives within the request timeout', async (t) => {
    const server = await startDataIoServer(t, {
      httpServer: { headersTimeoutMs: 500, requestTimeoutMs: 3000, timeoutCheckEveryMs: 100 },
    });
    // A subtrack export padded with white space to 10 MiB: still a valid JSON file.
    const exported = {
      format: 'subtrack-export',
      version: 1,
      subscriptions: [aSubscriptionBody()],
    };
    const file = JSON.stringify(exported).padEnd(10 * 1024 * 1024, ' ');
    const response = await server.request('POST', '/api/v1/imports?source=subtrack&dryRun=true', {
      key: server.writeKey,
      rawBody: file,
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal(response.status, 200, response.text);
    assert.equal((response.json.data as { created: unknown[] }).created.length, 1);
  });

  it('limits the headers to 20 s and the whole request to 60 s by default, checked every 5 s', () => {
    const server = createHttpServer(() => {});
    assert.deepEqual(REQUEST_TIMEOUTS, {
      headersMs: 20_000,
      requestMs: 60_000,
      checkEveryMs: 5_000,
    });
    assert.equal(server.headersTimeout, 20_000);
    assert.equal(server.requestTimeout, 60_000);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
