import assert from 'node:assert/strict';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { PERMISSIONS_POLICY } from '../permissions-policy.js';
import { startTestServer, type TestResponse } from '../testing/test-server.js';
import { answerSender } from './send-answer.js';

function assertApiHeaders(response: TestResponse): void {
  assert.equal(response.headers.get('cache-control'), 'no-store');
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(response.headers.get('permissions-policy'), PERMISSIONS_POLICY);
  assert.equal(response.headers.get('content-type'), 'application/json; charset=utf-8');
  assert.equal(response.headers.get('access-control-allow-origin'), '*');
  assert.match(response.headers.get('access-control-expose-headers') ?? '', /X-RateLimit-Reset/);
  assert.equal(response.json.requestId, response.headers.get('x-request-id'));
}

describe('headers of every response', () => {
  it('are on successes, errors, 404s and 405s alike', async (t) => {
    const server = await startTestServer(t);
    assertApiHeaders(await server.request('GET', '/api/v1/subscriptions', { key: server.readKey }));
    assertApiHeaders(await server.request('GET', '/api/v1/subscriptions'));
    assertApiHeaders(await server.request('GET', '/nowhere'));
    assertApiHeaders(await server.request('PUT', '/api/v1/subscriptions'));
    assertApiHeaders(await server.request('GET', '/healthz'));
  });

  it('give each request its own id', async (t) => {
    const server = await startTestServer(t);
    const first = await server.request('GET', '/healthz');
    const second = await server.request('GET', '/healthz');
    assert.notEqual(first.json.requestId, second.json.requestId);
  });

  it('allow only the configured origins when a list is given', async (t) => {
    const server = await startTestServer(t, { corsOrigins: ['https://app.example'] });
    const allowed = await server.request('GET', '/healthz', {
      headers: { Origin: 'https://app.example' },
    });
    assert.equal(allowed.headers.get('access-control-allow-origin'), 'https://app.example');
    assert.match(allowed.headers.get('vary') ?? '', /Origin/);
    const refused = await server.request('GET', '/healthz', {
      headers: { Origin: 'https://evil.example' },
    });
    assert.equal(refused.headers.get('access-control-allow-origin'), null);
  });
});

describe('a streamed answer', () => {
  /** Serves one endless streamed body; `closed` resolves when the body is destroyed. */
  async function endlessAnswer(t: { after(fn: () => void): void }) {
    let destroyed: () => void = () => {};
    const closed = new Promise<void>((resolve) => {
      destroyed = resolve;
    });
    const body = new Readable({
      read() {
        this.push(`${'x'.repeat(16 * 1024)}\n`);
      },
      destroy(error, callback) {
        destroyed();
        callback(error);
      },
    });
    const send = answerSender('*');
    const server = createServer((_req, res) =>
      send(res, {
        requestId: 'r',
        status: 200,
        headers: {},
        body,
        contentType: 'text/plain',
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t.after(() => server.close());
    return { port: (server.address() as AddressInfo).port, closed };
  }

  it('stops making its body when the client goes away before the end', async (t) => {
    const { port, closed } = await endlessAnswer(t);
    await new Promise<void>((resolve, reject) => {
      const asked = request({ host: '127.0.0.1', port, path: '/' }, (response) => {
        response.once('data', () => {
          asked.destroy();
          resolve();
        });
      });
      asked.on('error', () => {});
      asked.once('timeout', reject);
      asked.end();
    });
    const timeout = new Promise((_, reject) =>
      setTimeout(() => reject(new Error('the body was never destroyed')), 5_000).unref(),
    );
    await Promise.race([closed, timeout]);
  });
});
