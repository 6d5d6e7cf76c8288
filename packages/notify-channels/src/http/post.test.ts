import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { startHttpReceiver } from '../testing/http-receiver.js';
import { post } from './post.js';
import { privateAddressKind } from './private-address.js';

const options = { timeoutMs: 2_000, blockPrivateTargets: false };
const aRequest = (url: string) => ({ url, headers: {}, body: '{}' });

async function answering(status: number, body: string, headers: Record<string, string> = {}) {
  const server = createServer((_request, response) => {
    response.writeHead(status, headers);
    response.end(body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('post (OWASP API7: server-side request forgery)', () => {
  it('refuses a 127.0.0.1 receiver when private targets are blocked, and delivers without', async (t) => {
    const receiver = await startHttpReceiver();
    t.after(() => receiver.close());
    const blocked = await post(aRequest(`${receiver.origin}/push`), {
      ...options,
      blockPrivateTargets: true,
    });
    assert.deepEqual(blocked, {
      delivered: false,
      status: null,
      error:
        'Refused to connect to 127.0.0.1 (127.0.0.1): it is a loopback address, and this server ' +
        'blocks loopback, private and link-local push targets',
    });
    assert.equal(receiver.received.length, 0);
    const allowed = await post(aRequest(`${receiver.origin}/push`), options);
    assert.equal(allowed.delivered, true);
  });

  it('checks names after DNS resolution: localhost is refused too', async (t) => {
    const receiver = await startHttpReceiver();
    t.after(() => receiver.close());
    const port = new URL(receiver.origin).port;
    const outcome = await post(aRequest(`http://localhost:${port}/push`), {
      ...options,
      blockPrivateTargets: true,
    });
    assert.match(String(outcome.error), /^Refused to connect to localhost \((127\.0\.0\.1|::1)\)/);
    assert.equal(receiver.received.length, 0);
  });

  it('never follows a redirect', async (t) => {
    const target = await startHttpReceiver();
    const redirect = await answering(302, '', { location: `${target.origin}/elsewhere` });
    t.after(() => Promise.all([target.close(), redirect.close()]));
    const outcome = await post(aRequest(redirect.url), options);
    assert.equal(outcome.delivered, false);
    assert.equal(outcome.status, 302);
    assert.match(String(outcome.error), /redirects are not followed/);
    assert.equal(target.received.length, 0);
  });

  it('keeps only a short one-line excerpt of a failed answer', async (t) => {
    const server = await answering(500, `oops\n${'x'.repeat(5000)}`);
    t.after(() => server.close());
    const outcome = await post(aRequest(server.url), options);
    assert.equal(outcome.status, 500);
    assert.ok(
      String(outcome.error).startsWith('The receiver answered 500 Internal Server Error: oops xxx'),
    );
    assert.ok(String(outcome.error).length < 300);
  });

  it('cuts off a receiver that never answers', async (t) => {
    const receiver = await startHttpReceiver('hang');
    t.after(() => receiver.close());
    const outcome = await post(aRequest(receiver.origin), { ...options, timeoutMs: 100 });
    assert.deepEqual(outcome, {
      delivered: false,
      status: null,
      error: 'No answer within 0.1 seconds',
    });
  });

  it('says a refused connection and a bad URL in words', async () => {
    const refused = await post(aRequest('http://127.0.0.1:9/'), options);
    assert.equal(refused.error, 'Could not connect: connection refused (ECONNREFUSED)');
    const bad = await post(aRequest('not a url'), options);
    assert.equal(bad.error, 'The URL is not valid');
  });
});

describe('privateAddressKind', () => {
  it('names loopback, link-local and private addresses and passes public ones', () => {
    assert.equal(privateAddressKind('127.0.0.1'), 'a loopback address');
    assert.equal(privateAddressKind('::1'), 'a loopback address');
    assert.equal(privateAddressKind('169.254.169.254'), 'a link-local address');
    assert.equal(privateAddressKind('fe80::1'), 'a link-local address');
    for (const ip of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      'fd00::1',
      '::ffff:10.0.0.1',
    ])
      assert.equal(privateAddressKind(ip), 'a private or reserved address', ip);
    for (const ip of ['1.1.1.1', '93.184.216.34', '2606:4700::1111'])
      assert.equal(privateAddressKind(ip), null, ip);
  });
});
