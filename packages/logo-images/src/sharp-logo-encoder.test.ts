import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { type DomainError, isDomainError } from '@subtrack/domain';
import sharp from 'sharp';
import { createSharpLogoEncoder } from './sharp-logo-encoder.js';
import {
  aPngDeclaring,
  aPngWithMetadata,
  aSolidImage,
  pixelAt,
  truncated,
} from './testing/image-files.js';

const encoder = createSharpLogoEncoder();
const RED = [229, 9, 20, 255];
const svg = (body: string, size = 'width="64" height="32"') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${size}>${body}</svg>`,
  );

async function refusal(image: Uint8Array): Promise<DomainError> {
  try {
    await encoder.encode(image);
  } catch (error) {
    assert.ok(isDomainError(error), String(error));
    assert.equal(error.code, 'invalid_logo');
    return error;
  }
  return assert.fail('the image was accepted');
}

describe('createSharpLogoEncoder', () => {
  it('makes a PNG, JPEG, WebP and GIF into a square WebP of at most 256 px, fitted on transparency', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif'] as const) {
      const logo = await encoder.encode(await aSolidImage(format, 600, 300));
      assert.equal(logo.contentType, 'image/webp', format);
      const meta = await sharp(logo.bytes).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height, logo.side], ['webp', 256, 256, 256]);
      // Fitted, never cropped: the wide picture fills the middle band; above and below it
      // the square is transparent.
      assert.equal((await pixelAt(logo.bytes, 128, 10))[3], 0, format);
      assert.equal((await pixelAt(logo.bytes, 128, 245))[3], 0, format);
      const middle = await pixelAt(logo.bytes, 128, 128);
      assert.equal(middle[3], 255, format);
      assert.ok(Math.abs(middle[0]! - RED[0]!) < 12, `${format}: ${middle}`);
    }
  });

  it('never enlarges a small image: a 40 x 20 PNG becomes a 40 px square', async () => {
    const logo = await encoder.encode(await aSolidImage('png', 40, 20));
    const meta = await sharp(logo.bytes).metadata();
    assert.deepEqual([meta.width, meta.height], [40, 40]);
    assert.equal((await pixelAt(logo.bytes, 20, 2))[3], 0);
    assert.deepEqual((await pixelAt(logo.bytes, 20, 20)).slice(0, 3), RED.slice(0, 3));
  });

  it('keeps none of a PNG’s metadata: its EXIF and text chunks are gone', async () => {
    const secret = 'SECRET-OWNER-NOTE-42';
    const input = await aPngWithMetadata(secret);
    assert.ok(input.includes(secret), 'the test image carries the secret');
    const inputMeta = await sharp(input).metadata();
    assert.ok(inputMeta.exif !== undefined, 'the test image carries EXIF');
    const logo = await encoder.encode(input);
    assert.equal(Buffer.from(logo.bytes).includes(secret), false);
    const meta = await sharp(logo.bytes).metadata();
    assert.deepEqual(
      [meta.exif, meta.xmp, meta.icc, meta.iptc],
      [undefined, undefined, undefined, undefined],
    );
    assert.equal(Buffer.from(logo.bytes).includes('EXIF'), false);
  });

  it('rasterizes a hand-written SVG to the full square, sharp at any declared size', async () => {
    const drawing = svg(
      '<rect width="64" height="32" fill="#e50914"/><circle cx="32" cy="16" r="8" fill="#ffffff"/>',
    );
    const logo = await encoder.encode(drawing);
    const meta = await sharp(logo.bytes).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 256, 256]);
    assert.equal((await pixelAt(logo.bytes, 128, 20))[3], 0, 'transparent above the drawing');
    assert.deepEqual((await pixelAt(logo.bytes, 20, 128)).slice(0, 3), RED.slice(0, 3));
    assert.deepEqual(await pixelAt(logo.bytes, 128, 128), [255, 255, 255, 255]);
  });

  it('never fetches what an SVG links to, over HTTP or from a file', async (t) => {
    const requests: string[] = [];
    const server = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'image/png' }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t.after(() => server.close());
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const folder = mkdtempSync(join(tmpdir(), 'subtrack-logo-'));
    t.after(() => rmSync(folder, { recursive: true, force: true }));
    const redFile = join(folder, 'red.png');
    writeFileSync(redFile, await aSolidImage('png', 64, 32));
    const linking = svg(
      [
        `<image href="${url}/image.png" width="64" height="32"/>`,
        `<image xlink:href="${url}/legacy.png" width="64" height="32"/>`,
        `<use href="${url}/sprite.svg#logo"/>`,
        `<style>@import url(${url}/style.css); rect { fill: url(${url}/paint.svg#p); }</style>`,
        `<image href="file://${redFile}" width="64" height="32"/>`,
        `<image href="${redFile}" width="64" height="32"/>`,
      ].join(''),
    );
    const logo = await encoder.encode(linking);
    // Nothing it links to was loaded: the square is empty, and the server heard nothing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.deepEqual(requests, []);
    assert.equal((await pixelAt(logo.bytes, 128, 128))[3], 0);
  });

  it('refuses a truncated PNG, JPEG and GIF, saying so', async () => {
    for (const format of ['png', 'jpeg', 'gif'] as const) {
      const error = await refusal(truncated(await aSolidImage(format, 300, 200)));
      assert.match(error.message, /ends before its image does/, format);
    }
  });

  it('refuses more than 40 megapixels declared, before decoding a pixel', async () => {
    const png = await refusal(aPngDeclaring(8000, 6000));
    assert.match(png.message, /more than 40 megapixels/);
    const drawing = await refusal(
      svg('<rect width="10" height="10"/>', 'width="10000" height="5000"'),
    );
    assert.match(drawing.message, /more than 40 megapixels/);
    // Just under the limit is read (and found empty, as it holds no pixels).
    assert.doesNotMatch((await refusal(aPngDeclaring(8000, 5000))).message, /megapixels/);
  });

  it('refuses a URL, another kind of image, and a file over 1 MiB, each with its reason', async () => {
    assert.match(
      (await refusal(Buffer.from('https://example.com/netflix.png'))).message,
      /URL.*never fetches/,
    );
    assert.match((await refusal(await aSolidImage('tiff', 20, 20))).message, /TIFF/);
    assert.match((await refusal(Buffer.from('just text'))).message, /not an image/);
    const large = Buffer.concat([await aSolidImage('png', 10, 10), Buffer.alloc(1024 * 1024)]);
    assert.match((await refusal(large)).message, /larger than 1048576 bytes/);
  });

  it('refuses an SVG whose entities expand without end, quickly', async () => {
    const entities = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`,
    ).join('');
    const bomb = Buffer.from(
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY l0 "lol">${entities}]><svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><text>&l9;</text></svg>`,
    );
    assert.match((await refusal(bomb)).message, /SVG cannot be read/);
  });

  it('refuses an image whose bytes start like one kind and are another', async () => {
    const png = await aSolidImage('png', 20, 20);
    const gifPrefix = Buffer.concat([Buffer.from('GIF89a'), png]);
    assert.equal((await refusal(gifPrefix)).code, 'invalid_logo');
  });

  it('decodes off the server’s thread: timers keep firing while a large image is encoded', async () => {
    // 16 megapixels of JPEG, a small file that takes a while to decode.
    const large = await aSolidImage('jpeg', 4000, 4000);
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 1);
    try {
      await encoder.encode(large);
    } finally {
      clearInterval(timer);
    }
    assert.ok(ticks >= 3, `${ticks} timer ticks while encoding`);
  });
});
