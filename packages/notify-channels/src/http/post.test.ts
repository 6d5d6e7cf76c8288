import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { startHttpReceiver } from '../testing/http-receiver.js';
import { closedPort, startOtherService } from '../testing/other-services.js';
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

const NO_CONNECTION =
  'Could not deliver: no connection (check the host, the port and that the receiver is running)';
const LOOPBACK_REFUSED =
  'Refused to connect to 127.0.0.1: it is a loopback address, and this server sends reminders ' +
  'only to public addresses';

describe('post (OWASP API7: server-side request forgery)', () => {
  it('refuses a 127.0.0.1 receiver when private targets are blocked, and delivers without', async (t) => {
    const receiver = await startHttpReceiver();
    t.after(() => receiver.close());
    const blocked = await post(aRequest(`${receiver.origin}/push`), {
      ...options,
      blockPrivateTargets: true,
    });
    assert.deepEqual(blocked, { delivered: false, status: null, error: LOOPBACK_REFUSED });
    assert.equal(receiver.received.length, 0);
    const allowed = await post(aRequest(`${receiver.origin}/push`), options);
    assert.equal(allowed.delivered, true);
  });

  it('refuses a literal private address with a shutdown signal set, as the reminder worker sends', async (t) => {
    const receiver = await startHttpReceiver();
    t.after(() => receiver.close());
    const worker = new AbortController();
    for (const url of [`${receiver.origin}/push`, 'http://[::1]:9/', 'http://10.0.0.7/hook']) {
      const outcome = await post(aRequest(url), {
        ...options,
        blockPrivateTargets: true,
        signal: worker.signal,
      });
      assert.equal(outcome.delivered, false, url);
      assert.match(String(outcome.error), /^Refused to connect to /, url);
    }
    assert.equal(receiver.received.length, 0);
  });

  it('checks names after DNS resolution: localhost is refused too', async (t) => {
    const receiver = await startHttpReceiver();
    t.after(() => receiver.close());
    const port = new URL(receiver.origin).port;
    const outcome = await post(aRequest(`http://localhost:${port}/push`), {
      ...options,
      blockPrivateTargets: true,
    });
    assert.equal(
      outcome.error,
      'Refused to connect to localhost: its address is a loopback address, and this server ' +
        'sends reminders only to public addresses',
    );
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

  it('shows the status of a failed answer in words, never any part of its body', async (t) => {
    const server = await answering(
      500,
      `<h1>db01.internal: password=hunter2</h1>\n${'x'.repeat(5000)}`,
    );
    t.after(() => server.close());
    const outcome = await post(aRequest(server.url), options);
    assert.deepEqual(outcome, {
      delivered: false,
      status: 500,
      error: 'The receiver answered 500 Internal Server Error',
    });
  });

  it('gives a closed port, a service that is not HTTP and one that never answers the same words', async (t) => {
    const greets = await startOtherService('greets');
    const silent = await startOtherService('silent');
    t.after(() => Promise.all([greets.close(), silent.close()]));
    for (const port of [await closedPort(), greets.port, silent.port]) {
      const url = `http://127.0.0.1:${port}/`;
      const outcome = await post(aRequest(url), { ...options, timeoutMs: 300 });
      assert.deepEqual(outcome, { delivered: false, status: null, error: NO_CONNECTION }, url);
    }
  });

  it('cuts off a receiver that never answers', async (t) => {
    const receiver = await startHttpReceiver('hang');
    t.after(() => receiver.close());
    const outcome = await post(aRequest(receiver.origin), { ...options, timeoutMs: 100 });
    assert.deepEqual(outcome, { delivered: false, status: null, error: NO_CONNECTION });
  });

  it('says a bad URL in words', async () => {
    const bad = await post(aRequest('not a url'), options);
    assert.equal(bad.error, 'The URL is not valid');
  });

  it('answers a failed outcome, sending nothing, for a header value HTTP cannot carry', async (t) => {
    const receiver = await startHttpReceiver();
    t.after(() => receiver.close());
    const worker = new AbortController();
    for (const token of ['tk_\u200bsecret', 'tk_é', 'tk_\u4e2d', 'tk\r\nX-Injected: 1']) {
      const outcome = await post(
        { url: receiver.origin, headers: { authorization: `Bearer ${token}` }, body: '{}' },
        { ...options, signal: worker.signal },
      );
      assert.deepEqual(
        outcome,
        {
          delivered: false,
          status: null,
          error:
            'Could not deliver: a token or key of this channel holds a character that cannot ' +
            'be sent (an invisible or non-ASCII character, or a line break); enter it again',
        },
        JSON.stringify(token),
      );
    }
    assert.equal(receiver.received.length, 0);
  });
});

describe('privateAddressKind', () => {
  it('names loopback, link-local, private and reserved addresses, IPv4 and IPv6, and passes public ones', () => {
    const expected: Record<string, string> = {
      '127.0.0.1': 'a loopback address',
      '127.255.0.9': 'a loopback address',
      '::1': 'a loopback address',
      '::ffff:127.0.0.1': 'a loopback address',
      '::ffff:7f00:1': 'a loopback address',
      '169.254.169.254': 'a link-local address',
      'fe80::1': 'a link-local address',
      'fe80::1%eth0': 'a link-local address',
      '10.1.2.3': 'a private address',
      '172.16.0.1': 'a private address',
      '172.31.255.255': 'a private address',
      '192.168.1.1': 'a private address',
      '100.64.0.1': 'a private address',
      '100.127.255.254': 'a private address',
      'fd00::1': 'a private address',
      'fc00::1': 'a private address',
      '::ffff:10.0.0.1': 'a private address',
      '::ffff:a00:1': 'a private address',
    };
    const reserved = [
      '0.0.0.0',
      '0.1.2.3',
      '192.0.0.8',
      '192.0.2.1',
      '198.18.0.1',
      '198.19.255.1',
      '198.51.100.7',
      '203.0.113.9',
      '192.88.99.1',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::7f00:1',
      '64:ff9b::a00:1',
      '64:ff9b:1::1',
      '100::1',
      '2001::1',
      '2001:db8::1',
      '2002:a00:1::1',
      '3fff::1',
      'fec0::1',
      'ff02::1',
      '5f00::1',
    ];
    for (const [ip, kind] of Object.entries(expected))
      assert.equal(privateAddressKind(ip), kind, ip);
    for (const ip of reserved)
      assert.equal(privateAddressKind(ip), 'a reserved or special-purpose address', ip);
    for (const ip of [
      '1.1.1.1',
      '93.184.216.34',
      '100.63.255.255',
      '100.128.0.1',
      '172.15.255.255',
      '172.32.0.1',
      '::ffff:1.1.1.1',
      '2606:4700::1111',
      '2a00:1450:4001::200e',
    ])
      assert.equal(privateAddressKind(ip), null, ip);
  });
});
