/**
 * HTTP itself against a real `subtrack serve` (issue 20): HEAD wherever GET works (RFC 9110
 * 9.3.2), an HTTP/1.1 request without `Host`, and the `Permissions-Policy` header on every
 * kind of answer, API and web pages alike.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { rawExchange } from '../packages/http-koa/src/testing/raw-exchange.js';
import { call, cliJson } from './support/system.js';
import { startWebSystem, type WebSystem } from './web/support/web-system.js';

let system: WebSystem;
let subscriptionId: string;
let feedPath: string;
let sessionCookie: string;
let assetPath: string;

/** Signs in with a one-time link over plain HTTP; answers the cookies to send. */
async function signInOverHttp(): Promise<string> {
  const link = await system.signInLink();
  const page = await fetch(system.baseUrl + link);
  const csrfCookie = (page.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const token = /name="_csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const signedIn = await fetch(system.baseUrl + link, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      Cookie: csrfCookie,
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'same-origin',
    },
    body: new URLSearchParams({ _csrf: token }).toString(),
  });
  assert.equal(signedIn.status, 303);
  const session = signedIn.headers.getSetCookie().find((c) => c.startsWith('subtrack_session='));
  return (session ?? '').split(';')[0] ?? '';
}

before(async () => {
  system = await startWebSystem();
  const created = await call(
    system.baseUrl,
    system.writeKey,
    'POST',
    '/api/v1/subscriptions',
    aSubscriptionBody(),
  );
  subscriptionId = (created.json!.data as { id: string }).id;
  feedPath = (
    await cliJson<{ feedUrl: string }>([
      'calendar-feed',
      'create',
      '--account',
      system.accountId,
      '--db',
      system.db,
    ])
  ).feedUrl;
  sessionCookie = await signInOverHttp();
  const signInPage = await (await fetch(`${system.baseUrl}/sign-in`)).text();
  assetPath = /href="(\/assets\/site\.[0-9a-f]+\.css)"/.exec(signInPage)?.[1] ?? '';
  assert.ok(assetPath, 'the sign-in page links its stylesheet');
});
after(() => system?.dispose());

// Headers that differ between any two answers, and the connection's (fetch sends every HEAD
// with `Connection: close`, so the server answers it with the same).
const VARYING = new Set([
  'date',
  'x-request-id',
  'set-cookie',
  'x-ratelimit-remaining',
  'connection',
  'keep-alive',
]);

function comparable(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!VARYING.has(name)) kept[name] = value;
  });
  return kept;
}

describe('HEAD on every path that answers GET', () => {
  const cases: Array<[string, () => string, () => Record<string, string>]> = [
    ['the health check', () => '/healthz', () => ({})],
    ['the OpenAPI document', () => '/api/v1/openapi.json', () => ({})],
    ['the API docs page', () => '/docs', () => ({})],
    ['the subscription list', () => '/api/v1/subscriptions', () => auth()],
    ['one subscription', () => `/api/v1/subscriptions/${subscriptionId}`, () => auth()],
    ['the spend summary', () => '/api/v1/analytics/summary', () => auth()],
    ['the calendar feed', () => feedPath, () => ({})],
    ['the sign-in page', () => '/sign-in', () => ({})],
    ['a page of a signed-in owner', () => '/subscriptions', () => ({ Cookie: sessionCookie })],
    ['a stylesheet', () => assetPath, () => ({ 'Accept-Encoding': 'gzip' })],
  ];
  const auth = () => ({ Authorization: `Bearer ${system.readKey}` });

  for (const [what, path, headers] of cases) {
    it(`answers HEAD of ${what} with GET's status and headers and no body`, async () => {
      const get = await fetch(system.baseUrl + path(), { headers: headers(), redirect: 'manual' });
      await get.arrayBuffer();
      const head = await fetch(system.baseUrl + path(), {
        method: 'HEAD',
        headers: headers(),
        redirect: 'manual',
      });
      assert.equal(head.status, get.status, path());
      assert.equal(get.status, 200, path());
      assert.deepEqual(comparable(head.headers), comparable(get.headers), path());
      assert.equal((await head.arrayBuffer()).byteLength, 0);
    });
  }

  it('authenticates HEAD of an API route and counts it against the hourly quota, like GET', async () => {
    const path = '/api/v1/subscriptions';
    const anonymous = await fetch(system.baseUrl + path, { method: 'HEAD' });
    assert.equal(anonymous.status, 401);
    const remaining = async (method: string) => {
      const answer = await fetch(system.baseUrl + path, { method, headers: auth() });
      return Number(answer.headers.get('x-ratelimit-remaining'));
    };
    const first = await remaining('GET');
    assert.equal(await remaining('HEAD'), first - 1);
    assert.equal(await remaining('GET'), first - 2);
  });

  it('answers a HEAD with a bad query 400 before any quota is used, as GET does', async () => {
    const path = '/api/v1/subscriptions?limit=0';
    const head = await fetch(system.baseUrl + path, { method: 'HEAD', headers: auth() });
    assert.equal(head.status, 400);
    assert.equal(head.headers.get('x-ratelimit-remaining'), null);
  });

  it('lists HEAD beside GET in the Allow header of a 405, and keeps the preflight as it was', async () => {
    const put = await call(system.baseUrl, system.writeKey, 'PUT', '/api/v1/subscriptions', {});
    assert.equal(put.status, 405);
    assert.equal(put.headers.get('allow'), 'GET, HEAD, POST, OPTIONS');
    const healthz = await call(system.baseUrl, null, 'POST', '/healthz');
    assert.equal(healthz.headers.get('allow'), 'GET, HEAD');
    const preflight = await fetch(`${system.baseUrl}/api/v1/subscriptions`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(
      preflight.headers.get('access-control-allow-methods'),
      'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    );
  });
});

describe('a request without Host', () => {
  for (const path of ['/healthz', '/api/v1/subscriptions', '/sign-in']) {
    it(`gets 400 in the error envelope with the security headers on ${path}`, async () => {
      const raw = await rawExchange(
        system.baseUrl,
        `GET ${path} HTTP/1.1\r\nConnection: close\r\n\r\n`,
      );
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      assert.match(head, /^HTTP\/1\.1 400 /);
      const json = JSON.parse(body) as { error: { code: string }; requestId: string };
      assert.equal(json.error.code, 'bad_request');
      const headers = head.toLowerCase();
      assert.ok(headers.includes(`x-request-id: ${json.requestId}`));
      for (const header of [
        'content-type: application/json; charset=utf-8',
        'x-content-type-options: nosniff',
        'x-frame-options: deny',
        'cache-control: no-store',
        "content-security-policy: default-src 'none'",
        'permissions-policy: accelerometer=()',
      ]) {
        assert.ok(headers.includes(header), `${header} in\n${head}`);
      }
    });
  }
});

describe('Permissions-Policy', () => {
  it('is the same on every kind of answer: API, error, docs, page, redirect, asset, feed', async () => {
    const answers = await Promise.all([
      fetch(`${system.baseUrl}/healthz`),
      fetch(`${system.baseUrl}/api/v1/subscriptions`),
      fetch(`${system.baseUrl}/nowhere/at/all`),
      fetch(`${system.baseUrl}/docs`),
      fetch(`${system.baseUrl}/sign-in`),
      fetch(`${system.baseUrl}/subscriptions`, { redirect: 'manual' }),
      fetch(system.baseUrl + assetPath),
      fetch(system.baseUrl + feedPath),
    ]);
    const values = new Set(answers.map((answer) => answer.headers.get('permissions-policy')));
    assert.equal(values.size, 1, [...values].join('\n'));
    const [policy] = values;
    assert.match(String(policy), /(^|, )camera=\(\)/);
    assert.match(String(policy), /(^|, )microphone=\(\)/);
    assert.match(String(policy), /(^|, )geolocation=\(\)/);
    assert.match(String(policy), /(^|, )payment=\(\)/);
    assert.match(String(policy), /(^|, )usb=\(\)/);
    assert.match(String(policy), /publickey-credentials-get=\(self\)/);
    assert.match(String(policy), /publickey-credentials-create=\(self\)/);
    assert.doesNotMatch(String(policy), /clipboard-write/, 'the copy buttons need the clipboard');
  });
});
