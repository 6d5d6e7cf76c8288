import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { describe, it, type TestContext } from 'node:test';
import { MAX_LOGO_UPLOAD_BYTES } from '@subtrack/domain';
import { aPngDeclaring, aSolidImage, truncated } from '@subtrack/logo-images/testing';
import sharp from 'sharp';
import { startDataIoServer } from '../testing/data-io-server.js';
import { checkedResponses, expectStatus } from '../testing/openapi/live-test-client.js';
import { createSubscription, type TestServer } from '../testing/test-server.js';

const LOGO = '/api/v1/subscriptions/{id}/logo';
const MISSING_ID = '0b9f6c2e-6a43-4c55-9a0e-2f3d1c7b8a91';
const NETFLIX_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12"><rect width="24" height="12" fill="#e50914"/></svg>';

/** The app as `serve` builds it, with the sharp encoder. */
async function logoServer(t: TestContext) {
  const server = await startDataIoServer(t);
  const { id } = await createSubscription(server, { name: 'Netflix' });
  return { server, id, url: `/api/v1/subscriptions/${id}/logo` };
}

const put = (server: TestServer, url: string, body: Uint8Array | string, type: string) =>
  expectStatus(server, 200, 'PUT', LOGO, url, {
    key: server.writeKey,
    rawBody: body,
    headers: { 'Content-Type': type },
  });

/** GET of the logo's bytes as a browser receives them. */
async function fetchLogo(server: TestServer, url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    headers: { Authorization: `Bearer ${server.readKey}`, ...headers },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const hasLogo = async (server: TestServer, id: string) => {
  const record = await server.request('GET', `/api/v1/subscriptions/${id}`, {
    key: server.readKey,
  });
  return (record.json.data as { hasLogo: boolean }).hasLogo;
};

/**
 * Sends `body` whole before reading the answer (as curl, Python's http.client or Node's
 * own client do), on a fresh connection, and answers the status the client read.
 */
function sendWhole(server: TestServer, url: string, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${server.baseUrl}${url}`, {
      method: 'PUT',
      agent: false,
      headers: {
        Authorization: `Bearer ${server.writeKey}`,
        'Content-Type': 'image/png',
        'Content-Length': body.length,
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('PUT /api/v1/subscriptions/{id}/logo', () => {
  it('stores a PNG, a JPEG and an SVG re-encoded as a square raster of at most 256 px, never as SVG', async (t) => {
    const { server, id, url } = await logoServer(t);
    assert.equal(await hasLogo(server, id), false);
    for (const [image, type] of [
      [await aSolidImage('png', 400, 200), 'image/png'],
      [await aSolidImage('jpeg', 120, 80), 'image/jpeg'],
      [Buffer.from(NETFLIX_SVG), 'image/svg+xml'],
    ] as const) {
      const stored = await put(server, url, image, type);
      assert.equal((stored.json.data as { hasLogo: boolean }).hasLogo, true, type);
      const { response, bytes } = await fetchLogo(server, url);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /^image\/(webp|png)$/);
      const meta = await sharp(bytes).metadata();
      assert.notEqual(meta.format, 'svg');
      assert.equal(meta.width, meta.height, `${type} becomes a square`);
      assert.ok((meta.width ?? 0) <= 256, `${type}: ${meta.width} px`);
    }
    // The SVG was drawn: its red fills the middle of the square.
    const { bytes } = await fetchLogo(server, url);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const middle = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 4;
    assert.deepEqual([...data.subarray(middle, middle + 3)], [0xe5, 0x09, 0x14]);
    assert.equal(await hasLogo(server, id), true);
  });

  it('refuses a URL, a truncated file and more than 40 megapixels with 400 invalid_logo and the reason', async (t) => {
    const { server, url } = await logoServer(t);
    const refused = async (body: Uint8Array | string, reason: RegExp) => {
      const answer = await expectStatus(server, 400, 'PUT', LOGO, url, {
        key: server.writeKey,
        rawBody: body,
        headers: { 'Content-Type': 'image/png' },
        code: 'invalid_logo',
      });
      assert.match((answer.json.error as { message: string }).message, reason);
    };
    await refused('https://example.com/netflix.png', /it is a URL/);
    await refused(truncated(await aSolidImage('png', 300, 300)), /truncated/);
    await refused(aPngDeclaring(8000, 6000), /more than 40 megapixels/);
    await refused('', /the body is empty/);
  });

  it('answers 413 payload_too_large to 1 MiB and one byte, twenty times of twenty when the client sends it whole', async (t) => {
    const { server, id, url } = await logoServer(t);
    const tooLarge = Buffer.alloc(MAX_LOGO_UPLOAD_BYTES + 1, 0x41);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push(await sendWhole(server, url, tooLarge));
    assert.deepEqual(statuses, Array(20).fill(413));
    await expectStatus(server, 413, 'PUT', LOGO, url, {
      key: server.writeKey,
      rawBody: tooLarge,
      headers: { 'Content-Type': 'image/png' },
      code: 'payload_too_large',
    });
    assert.equal(await hasLogo(server, id), false);
  });

  it('is audited as a change of the record, needs a write key, and knows only the caller’s records', async (t) => {
    const { server, id, url } = await logoServer(t);
    const png = await aSolidImage('png', 64, 64);
    await put(server, url, png, 'image/png');
    const trail = await server.request('GET', `/api/v1/audit-events?resourceId=${id}`, {
      key: server.readKey,
    });
    const actions = (trail.json.data as Array<{ action: string }>).map((e) => e.action);
    assert.equal(actions[0], 'subscription.logo_set');
    const headers = { 'Content-Type': 'image/png' };
    await expectStatus(server, 403, 'PUT', LOGO, url, {
      key: server.readKey,
      rawBody: png,
      headers,
      code: 'insufficient_scope',
    });
    await expectStatus(server, 404, 'PUT', LOGO, `/api/v1/subscriptions/${MISSING_ID}/logo`, {
      key: server.writeKey,
      rawBody: png,
      headers,
      code: 'subscription_not_found',
    });
    const other = await server.newAccount();
    await expectStatus(server, 404, 'GET', LOGO, url, {
      key: other.readKey,
      code: 'subscription_not_found',
    });
    await expectStatus(server, 400, 'GET', LOGO, '/api/v1/subscriptions/netflix/logo', {
      key: server.readKey,
      code: 'invalid_subscription_id',
    });
  });
});

describe('GET and DELETE /api/v1/subscriptions/{id}/logo', () => {
  it('serves the logo with an ETag and cache headers, and 304 to If-None-Match', async (t) => {
    const { server, url } = await logoServer(t);
    await put(server, url, await aSolidImage('png', 64, 64), 'image/png');
    const first = await expectStatus(server, 200, 'GET', LOGO, url, { key: server.readKey });
    const etag = first.headers.get('etag') ?? '';
    assert.match(etag, /^"[^"]+"$/);
    assert.equal(first.headers.get('cache-control'), 'private, no-cache');
    const again = await expectStatus(server, 304, 'GET', LOGO, url, {
      key: server.readKey,
      headers: { 'If-None-Match': etag },
    });
    assert.equal(again.text, '');
    assert.equal(again.headers.get('etag'), etag);
    // Another image is another tag: the browser's copy is replaced.
    await put(server, url, await aSolidImage('png', 64, 64, '#1db954'), 'image/png');
    const { response } = await fetchLogo(server, url, { 'If-None-Match': etag });
    assert.equal(response.status, 200);
    assert.notEqual(response.headers.get('etag'), etag);
  });

  it('removes the logo with 204; then GET and DELETE answer 404 logo_not_found and hasLogo is false', async (t) => {
    const { server, id, url } = await logoServer(t);
    await put(server, url, await aSolidImage('webp', 64, 64), 'image/webp');
    const removed = await expectStatus(server, 204, 'DELETE', LOGO, url, { key: server.writeKey });
    assert.equal(removed.text, '');
    assert.equal(await hasLogo(server, id), false);
    await expectStatus(server, 404, 'GET', LOGO, url, {
      key: server.readKey,
      code: 'logo_not_found',
    });
    await expectStatus(server, 404, 'DELETE', LOGO, url, {
      key: server.writeKey,
      code: 'logo_not_found',
    });
    const trail = await server.request('GET', `/api/v1/audit-events?resourceId=${id}&limit=1`, {
      key: server.readKey,
    });
    assert.equal(
      (trail.json.data as Array<{ action: string }>)[0]?.action,
      'subscription.logo_removed',
    );
  });

  it('checked a documented success of each operation', () => {
    for (const success of ['PUT 200', 'GET 200', 'GET 304', 'DELETE 204']) {
      const [method, status] = success.split(' ');
      assert.ok(checkedResponses.has(`${method} ${LOGO} ${status}`), success);
    }
  });
});
