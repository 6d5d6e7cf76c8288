import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { describe, it, type TestContext } from 'node:test';
import { isDomainError } from '@subtrack/domain';
import Koa from 'koa';
import type { ApiContext } from '../api-context.js';
import { rawExchange } from '../testing/raw-exchange.js';
import { MAX_BODY_BYTES } from './read-bytes.js';
import { readJsonObjectBody } from './read-json-body.js';

/** A server answering what `readJsonObjectBody` made of each POST: the body, or the error code. */
async function startReader(t: TestContext): Promise<string> {
  const app = new Koa();
  app.use(async (ctx) => {
    try {
      const body = await readJsonObjectBody(ctx as unknown as ApiContext);
      ctx.body = {
        kind: body.kind,
        ...(body.kind === 'object' ? { keys: Object.keys(body.value), value: body.value } : {}),
      };
    } catch (error) {
      if (!isDomainError(error)) throw error;
      ctx.body = { code: error.code };
    }
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function post(
  url: string,
  body: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
) {
  const response = await fetch(url, { method: 'POST', body, headers });
  return (await response.json()) as {
    kind?: string;
    keys?: string[];
    value?: Record<string, unknown>;
    code?: string;
  };
}

describe('readJsonObjectBody', () => {
  it('returns the parsed object of an application/json body', async (t) => {
    const url = await startReader(t);
    const answer = await post(url, '{"name":"A","name2":1}', {
      'Content-Type': 'Application/JSON; charset=utf-8',
    });
    assert.deepEqual(answer.value, { name: 'A', name2: 1 });
  });

  it('keeps the last of duplicate keys and `__proto__` as an own key', async (t) => {
    const url = await startReader(t);
    const answer = await post(url, '{"a":1,"a":2,"__proto__":{"x":1}}');
    assert.equal(answer.kind, 'object');
    assert.equal(answer.value?.a, 2);
    assert.deepEqual(answer.keys, ['a', '__proto__']);
  });

  it('keeps `constructor` and `prototype` as own keys too', async (t) => {
    const url = await startReader(t);
    const answer = await post(url, '{"constructor":{"prototype":{"x":1}},"prototype":1}');
    assert.deepEqual(answer.keys, ['constructor', 'prototype']);
  });

  it('reports an empty body as empty, whatever its content type', async (t) => {
    const url = await startReader(t);
    assert.deepEqual(await post(url, ''), { kind: 'empty' });
    assert.deepEqual(await post(url, '', { 'Content-Type': 'text/plain' }), { kind: 'empty' });
    assert.deepEqual(await post(url, '', {}), { kind: 'empty' });
  });

  it('rejects a body that is not exactly application/json as invalid_json', async (t) => {
    const url = await startReader(t);
    for (const type of ['text/plain', 'application/merge-patch+json', 'application/vnd.api+json']) {
      assert.equal((await post(url, '{"a":1}', { 'Content-Type': type })).code, 'invalid_json');
    }
  });

  it('rejects unparsable JSON and JSON that is not an object as invalid_json', async (t) => {
    const url = await startReader(t);
    for (const text of ['{"a":', '[1,2]', '"text"', '""', 'null', '42', '  ']) {
      assert.equal((await post(url, text)).code, 'invalid_json', text);
    }
  });

  it('rejects a body that starts with a byte order mark as invalid_json', async (t) => {
    const url = await startReader(t);
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('{"a":1}')]);
    assert.equal((await post(url, bom)).code, 'invalid_json');
  });

  it('accepts exactly 64 KiB and rejects one byte more as payload_too_large', async (t) => {
    const url = await startReader(t);
    const fits = `{"a":"${'x'.repeat(MAX_BODY_BYTES - 8)}"}`;
    assert.equal(Buffer.byteLength(fits), MAX_BODY_BYTES);
    assert.equal((await post(url, fits)).kind, 'object');
    const over = `{"a":"${'x'.repeat(MAX_BODY_BYTES - 7)}"}`;
    assert.equal((await post(url, over)).code, 'payload_too_large');
    assert.equal(
      (await post(url, over, { 'Content-Type': 'text/plain' })).code,
      'payload_too_large',
    );
  });

  it('answers a declared length over the limit before the body arrives', async (t) => {
    const url = await startReader(t);
    const { host } = new URL(url);
    const answer = await rawExchange(
      url,
      `POST / HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${MAX_BODY_BYTES + 1}\r\nConnection: close\r\n\r\n{}`,
    );
    assert.match(answer, /"code":"payload_too_large"/);
  });
});
