import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { MAX_BODY_BYTES, readJsonObjectBody } from './read-json-body.js';

function aRequest(body: string, headers: Record<string, string> = {}): IncomingMessage {
  const stream = Readable.from(body === '' ? [] : [Buffer.from(body)]);
  return Object.assign(stream, {
    headers: { 'content-type': 'application/json', ...headers },
  }) as unknown as IncomingMessage;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    return (error as { code: string }).code;
  }
}

describe('readJsonObjectBody', () => {
  it('returns the parsed object of an application/json body', async () => {
    const body = await readJsonObjectBody(
      aRequest('{"name":"A","name2":1}', { 'content-type': 'Application/JSON; charset=utf-8' }),
    );
    assert.deepEqual(body, { kind: 'object', value: { name: 'A', name2: 1 } });
  });

  it('keeps the last of duplicate keys and `__proto__` as an own key', async () => {
    const body = await readJsonObjectBody(aRequest('{"a":1,"a":2,"__proto__":{"x":1}}'));
    assert.equal(body.kind, 'object');
    if (body.kind !== 'object') return;
    assert.equal(body.value.a, 2);
    assert.ok(Object.hasOwn(body.value, '__proto__'));
  });

  it('reports an empty body as empty, whatever its content type', async () => {
    assert.deepEqual(await readJsonObjectBody(aRequest('')), { kind: 'empty' });
    assert.deepEqual(await readJsonObjectBody(aRequest('', { 'content-type': '' })), {
      kind: 'empty',
    });
  });

  it('rejects a body that is not application/json as invalid_json', async () => {
    const request = aRequest('{"a":1}', { 'content-type': 'text/plain' });
    assert.equal(await codeOf(readJsonObjectBody(request)), 'invalid_json');
  });

  it('rejects unparsable JSON and JSON that is not an object as invalid_json', async () => {
    for (const text of ['{"a":', '[1,2]', '"text"', 'null', '42']) {
      assert.equal(await codeOf(readJsonObjectBody(aRequest(text))), 'invalid_json', text);
    }
  });

  it('accepts exactly 64 KiB and rejects one byte more as payload_too_large', async () => {
    const fits = `{"a":"${'x'.repeat(MAX_BODY_BYTES - 8)}"}`;
    assert.equal(Buffer.byteLength(fits), MAX_BODY_BYTES);
    assert.equal((await readJsonObjectBody(aRequest(fits))).kind, 'object');
    const over = `{"a":"${'x'.repeat(MAX_BODY_BYTES - 7)}"}`;
    assert.equal(await codeOf(readJsonObjectBody(aRequest(over))), 'payload_too_large');
  });

  it('rejects a declared length over the limit without trusting the bytes', async () => {
    const request = aRequest('{}', { 'content-length': String(MAX_BODY_BYTES + 1) });
    assert.equal(await codeOf(readJsonObjectBody(request)), 'payload_too_large');
    const huge = aRequest('{}', { 'content-length': String(10 * 1024 * 1024) });
    assert.equal(await codeOf(readJsonObjectBody(huge)), 'payload_too_large');
  });

  it('stops reading a stream that goes on past 1 MiB', async () => {
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const stream = Readable.from([chunk, chunk, chunk, chunk, chunk, chunk]);
    const request = Object.assign(stream, { headers: {} }) as unknown as IncomingMessage;
    assert.equal(await codeOf(readJsonObjectBody(request)), 'payload_too_large');
  });
});
