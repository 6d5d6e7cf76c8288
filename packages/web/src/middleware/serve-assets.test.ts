import assert from 'node:assert/strict';
import { get } from 'node:http';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestWebApp } from '../testing/test-web-app.js';

/** One GET as the bytes crossed the wire (fetch would undo the compression). */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; encoding: string | undefined; vary: string; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            encoding: response.headers['content-encoding'],
            vary: String(response.headers.vary ?? ''),
            body: Buffer.concat(chunks),
          }),
        );
      }).on('error', reject);
    },
  );
}

describe('the assets the pages link to', () => {
  it('are sent brotli- or gzip-compressed to a browser that accepts it, the same bytes each time', async (t) => {
    const app = await startTestWebApp(t);
    const page = await (await fetch(`${app.url}/sign-in`)).text();
    const pico = /<link rel="stylesheet" href="([^"]*pico[^"]+)"/.exec(page)?.[1];
    assert.ok(pico, 'the page links Pico');
    const plain = await rawGet(app.url + pico, 'identity');
    assert.equal(plain.status, 200);
    assert.equal(plain.encoding, undefined);
    assert.match(plain.body.toString('utf8'), /--pico-/);

    // Two browsers at once (the first as Chromium asks), then a third: the compressed file
    // is made once and kept.
    const [br, again] = await Promise.all([
      rawGet(app.url + pico, 'gzip, deflate, br, zstd'),
      rawGet(app.url + pico, 'br'),
    ]);
    assert.equal(br.encoding, 'br');
    assert.match(br.vary, /Accept-Encoding/i);
    assert.ok(br.body.length < plain.body.length / 3, `${br.body.length} of ${plain.body.length}`);
    assert.deepEqual(brotliDecompressSync(br.body), plain.body);
    assert.deepEqual(again.body, br.body);
    assert.deepEqual((await rawGet(app.url + pico, 'br')).body, br.body);

    const gzip = await rawGet(app.url + pico, 'gzip, deflate');
    assert.equal(gzip.encoding, 'gzip');
    assert.deepEqual(gunzipSync(gzip.body), plain.body);
  });
});
