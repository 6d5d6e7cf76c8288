// D36: clients that send a whole oversized body before reading still get the 413 envelope,
// and the server goes on serving others meanwhile.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import { describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../testing/test-server.js';

const MiB = 1024 * 1024;

/** Node's http client writes everything, then reads (no waiting for the answer first). */
function nodeClientSends(
  server: TestServer,
  bytes: number,
  path = '/api/v1/subscriptions',
): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      headers: {
        Authorization: `Bearer ${server.writeKey}`,
        'Content-Type': 'application/json',
        'Content-Length': bytes,
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    const chunk = Buffer.alloc(MiB, 'a');
    let sent = 0;
    const write = (): void => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', write);
          return;
        }
      }
      request.end();
    };
    write();
  });
}

/** Python's http.client sends the whole body (sendall) before it reads a byte. */
function pythonClientSends(
  server: TestServer,
  bytes: number,
  path = '/api/v1/subscriptions',
): Promise<string> {
  const { port } = new URL(server.baseUrl);
  const script = `
import http.client, sys
c = http.client.HTTPConnection('127.0.0.1', ${port}, timeout=30)
c.request('POST', '${path}', body=b'a' * ${bytes},
          headers={'Authorization': 'Bearer ${server.writeKey}', 'Content-Type': 'application/json'})
r = c.getresponse()
sys.stdout.write(str(r.status) + ' ' + r.read().decode())
`;
  return new Promise((resolve) => {
    const child = spawn('python3', ['-c', script]);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('close', () => resolve(out));
  });
}

function assertTooLarge(text: string): void {
  const body = JSON.parse(text) as { error: { code: string }; requestId: string };
  assert.equal(body.error.code, 'payload_too_large');
  assert.ok(body.requestId);
}

describe('oversized bodies from clients that send before reading', () => {
  for (const size of [5 * MiB, 50 * MiB]) {
    it(`node:http with ${size / MiB} MB gets the 413 envelope while others are served`, async (t) => {
      const server = await startTestServer(t);
      const [answer, health] = await Promise.all([
        nodeClientSends(server, size),
        server.request('GET', '/healthz'),
      ]);
      assert.equal(answer.status, 413);
      assertTooLarge(answer.body);
      assert.equal(health.status, 200);
    });

    it(`Python's http.client with ${size / MiB} MB gets the 413 envelope`, async (t) => {
      const server = await startTestServer(t);
      const out = await pythonClientSends(server, size);
      assert.match(out, /^413 /, out.slice(0, 300));
      assertTooLarge(out.slice(4));
      assert.equal((await server.request('GET', '/healthz')).status, 200);
    });
  }
});

// D33, D56: an import's file and a bank export may be 10 MiB; a larger one sent whole
// before reading gets the same 413 envelope.
describe('uploads over 10 MiB sent whole before reading', () => {
  for (const path of ['/api/v1/imports?source=wallos', '/api/v1/discoveries']) {
    it(`node:http with 20 MB to ${path} gets the 413 envelope`, async (t) => {
      const server = await startTestServer(t);
      const answer = await nodeClientSends(server, 20 * MiB, path);
      assert.equal(answer.status, 413);
      assertTooLarge(answer.body);
    });

    it(`Python's http.client with 20 MB to ${path} gets the 413 envelope`, async (t) => {
      const server = await startTestServer(t);
      const out = await pythonClientSends(server, 20 * MiB, path);
      assert.match(out, /^413 /, out.slice(0, 300));
      assertTooLarge(out.slice(4));
    });
  }
});
