/**
 * subtrack behind a TLS reverse proxy, as docs/deploy sets it up: Debian's nginx with the
 * site from docs/deploy/nginx-subtrack.conf (a self-signed certificate in place of Let's
 * Encrypt's) in front of real `subtrack` processes, one with --trust-proxy and one without.
 * Clients connect from different loopback addresses (127.0.0.2, 127.0.0.3), so nginx sees
 * different client addresses, as it would on the internet.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import {
  type RunningServer,
  startServerProcess,
} from '../../packages/cli-seed/src/testing/server-process.js';
import { type ClientRequest, cookiesOf, send, setCookie } from './https-client.js';
import { findNginx, type ProxiedSite, startNginx } from './nginx.js';
import { selfSignedCertificate, type TestCertificate } from './tls-certificate.js';

const BAD_KEY = `stk_0123456789abcdef_${'0'.repeat(64)}`;
const LIMIT = 3;
const nginx = findNginx();
const openssl = !spawnSync('openssl', ['version']).error;
const missing = [nginx ? null : 'nginx', openssl ? null : 'openssl'].filter(Boolean);

interface World {
  cert: TestCertificate;
  trusted: RunningServer;
  untrusted: RunningServer;
  readKey: string;
  writeKey: string;
  /** nginx in front of `trusted`. */
  proxy: ProxiedSite;
  /** nginx in front of `untrusted`. */
  plainProxy: ProxiedSite;
}

describe('subtrack behind nginx with TLS', { timeout: 240_000 }, () => {
  // Never skipped: without the tools the test fails, saying what to install.
  assert.deepEqual(missing, [], `missing ${missing.join(' and ')}: apt-get install nginx openssl`);
  const cleanups: Array<() => Promise<void> | void> = [];
  const scope = { after: (fn: () => Promise<void> | void) => cleanups.push(fn) };
  let world: World;
  const through = (site: ProxiedSite, path: string, request: ClientRequest = {}) =>
    send(site.httpsUrl, path, { ca: world.cert.pem, ...request });

  before(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'subtrack-proxy-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const limits = ['--auth-failure-limit', String(LIMIT), '--port', '0'];
    const [trusted, untrusted] = await Promise.all([
      startServerProcess(
        scope,
        ['start', '--trust-proxy', ...limits, '--db', join(dir, 'a.sqlite')],
        {
          readyText: 'Stop with Ctrl+C.',
        },
      ),
      startServerProcess(scope, ['serve', ...limits, '--db', join(dir, 'b.sqlite')]),
    ]);
    const key = (label: string) =>
      new RegExp(`${label} key:\\s+(stk_\\S+)`).exec(trusted.banner)?.[1];
    const cert = selfSignedCertificate(dir, 'subtrack.test');
    const [proxy, plainProxy] = await startNginx(scope, nginx as string, join(dir, 'nginx'), cert, [
      trusted.url,
      untrusted.url,
    ]);
    world = {
      cert,
      trusted,
      untrusted,
      readKey: key('Read') ?? assert.fail(trusted.banner),
      writeKey: key('Write') ?? assert.fail(trusted.banner),
      proxy: proxy as ProxiedSite,
      plainProxy: plainProxy as ProxiedSite,
    };
  });

  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('answers the API over HTTPS, and sends plain HTTP to HTTPS', async () => {
    const health = await through(world.proxy, '/healthz');
    assert.equal(health.status, 200);
    assert.equal(health.encrypted, true);
    assert.equal(health.json?.['status'], 'ok');
    const list = await through(world.proxy, '/api/v1/subscriptions', { key: world.readKey });
    assert.equal(list.status, 200, list.text);
    assert.ok(Array.isArray(list.json?.['data']) && list.json['data'].length > 0, 'demo data');
    const plain = await send(world.proxy.httpUrl, '/api/v1/subscriptions?limit=1');
    assert.equal(plain.status, 301);
    assert.equal(plain.headers.location, 'https://subtrack.test/api/v1/subscriptions?limit=1');
  });

  it('throttles invalid keys per real client address, whatever the client forges', async () => {
    const alice = { from: '127.0.0.2', key: BAD_KEY };
    for (let attempt = 1; attempt <= LIMIT; attempt++) {
      // Each attempt claims another address: nginx appends the real one, which counts.
      const forged = { 'X-Forwarded-For': `198.51.100.${attempt}` };
      const answer = await through(world.proxy, '/api/v1/subscriptions', {
        ...alice,
        headers: forged,
      });
      assert.equal(answer.status, 401, `attempt ${attempt}`);
    }
    const blocked = await through(world.proxy, '/api/v1/subscriptions', {
      ...alice,
      headers: { 'X-Forwarded-For': '198.51.100.99' },
    });
    assert.equal(blocked.status, 429);
    assert.ok(blocked.headers['retry-after']);
    // Another client, behind the same proxy, is not blocked.
    const bob = await through(world.proxy, '/api/v1/subscriptions', {
      from: '127.0.0.3',
      key: world.readKey,
    });
    assert.equal(bob.status, 200);
    const bobsTypo = await through(world.proxy, '/api/v1/subscriptions', {
      from: '127.0.0.3',
      key: BAD_KEY,
    });
    assert.equal(bobsTypo.status, 401);
  });

  it('without --trust-proxy ignores X-Forwarded-For, and says once what to set', async () => {
    for (let attempt = 1; attempt <= LIMIT; attempt++) {
      const answer = await send(world.untrusted.url, '/api/v1/subscriptions', {
        key: BAD_KEY,
        headers: { 'X-Forwarded-For': `203.0.113.${attempt}` },
      });
      assert.equal(answer.status, 401, `attempt ${attempt}`);
    }
    const forged = await send(world.untrusted.url, '/api/v1/subscriptions', {
      key: BAD_KEY,
      headers: { 'X-Forwarded-For': '203.0.113.200' },
    });
    assert.equal(forged.status, 429, 'a forged X-Forwarded-For does not escape the block');
    // Behind the proxy every client shares its address: another client is blocked too.
    const other = await through(world.plainProxy, '/api/v1/subscriptions', {
      from: '127.0.0.3',
      key: BAD_KEY,
    });
    assert.equal(other.status, 429);
    const warnings = world.untrusted
      .stderr()
      .split('\n')
      .filter((line) => line.includes('--trust-proxy'));
    assert.equal(warnings.length, 1, world.untrusted.stderr());
    assert.match(
      warnings[0] ?? '',
      /^subtrack: warning: requests carry X-Forwarded-For .* start subtrack with --trust-proxy/,
    );
    assert.ok(
      !world.trusted.stderr().includes('subtrack: warning'),
      'the trusting server says nothing',
    );
  });

  it("names locations with the proxy's scheme and host, never the upstream's", async () => {
    const created = await through(world.proxy, '/api/v1/subscriptions', {
      method: 'POST',
      key: world.writeKey,
      body: aSubscriptionBody(),
    });
    assert.equal(created.status, 201, created.text);
    const proxyOrigin = `https://subtrack.test:${new URL(world.proxy.httpsUrl).port}`;
    const location = new URL(String(created.headers.location), `${proxyOrigin}/`);
    assert.equal(location.origin, proxyOrigin);
    const read = await through(world.proxy, location.pathname, { key: world.readKey });
    assert.equal(read.status, 200);
    const upstream = new URL(world.trusted.url);
    for (const path of [location.pathname, '/api/v1/openapi.json', '/docs']) {
      const answer = await through(world.proxy, path, { key: world.readKey });
      assert.ok(!answer.text.includes(upstream.host), `${path} names the upstream`);
      assert.ok(!/http:\/\/subtrack\.test/.test(answer.text), `${path} names plain http`);
    }
  });

  it('marks the web session cookie Secure over HTTPS, and not over plain HTTP', async () => {
    const link = /\/sign-in\/link\/\S+/.exec(world.trusted.banner)?.[0];
    assert.ok(link, `start prints a sign-in link: ${world.trusted.banner}`);
    const origin = `https://subtrack.test:${new URL(world.proxy.httpsUrl).port}`;
    const page = await through(world.proxy, link);
    assert.equal(page.status, 200, page.text);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.text)?.[1] ?? assert.fail(page.text);
    // What a browser sends when the page's button is pressed.
    const signedIn = await through(world.proxy, link, {
      method: 'POST',
      form: { _csrf: csrf },
      headers: { Cookie: cookiesOf(page), Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
    });
    assert.equal(signedIn.status, 303, signedIn.text);
    const session = setCookie(signedIn, 'subtrack_session');
    assert.match(session, /^subtrack_session=[\w-]{43};/);
    for (const attribute of [
      /;\s*secure\b/i,
      /;\s*httponly\b/i,
      /;\s*samesite=lax\b/i,
      /;\s*path=\/(;|$)/i,
    ]) {
      assert.match(session, attribute);
    }
    assert.equal(new URL(String(signedIn.headers.location), `${origin}/`).origin, origin);
    const home = await through(world.proxy, '/', {
      headers: { Cookie: session.split(';')[0] ?? '' },
    });
    assert.ok(home.status === 200 || home.status === 303, `signed in: ${home.status}`);
    // The same server over plain HTTP, without the proxy: no Secure (the browser would drop it).
    // The sign-in page, as the used link now shows no form (issue 20).
    const plain = await send(world.trusted.url, '/sign-in');
    assert.equal(plain.status, 200);
    const plainCookie = setCookie(plain, 'subtrack_csrf');
    assert.ok(plainCookie, 'the sign-in page sets its form cookie');
    assert.doesNotMatch(plainCookie, /;\s*secure\b/i);
    assert.match(setCookie(page, 'subtrack_csrf'), /;\s*secure\b/i);
  });
});
