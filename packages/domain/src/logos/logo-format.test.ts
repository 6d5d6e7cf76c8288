import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { logoEtag } from './logo-etag.js';
import { sniffLogoFormat } from './logo-format.js';

const text = (value: string) => new TextEncoder().encode(value);
const bytes = (...values: number[]) => Uint8Array.from(values);

describe('sniffLogoFormat', () => {
  it('tells the five accepted kinds apart by their first bytes', () => {
    assert.deepEqual(sniffLogoFormat(bytes(0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0)), {
      format: 'png',
    });
    assert.deepEqual(sniffLogoFormat(bytes(0xff, 0xd8, 0xff, 0xe0)), { format: 'jpeg' });
    assert.deepEqual(sniffLogoFormat(text('GIF89a....')), { format: 'gif' });
    assert.deepEqual(sniffLogoFormat(text('GIF87a....')), { format: 'gif' });
    assert.deepEqual(sniffLogoFormat(text('RIFF\0\0\0\0WEBPVP8 ')), { format: 'webp' });
  });

  it('knows an SVG behind a byte-order mark, an XML declaration, comments and a doctype', () => {
    const svg = [
      '\uFEFF<?xml version="1.0" encoding="UTF-8"?>',
      '<!-- Made by hand -->',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" [ <!ENTITY a "b"> ]>',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
    ].join('\n');
    assert.deepEqual(sniffLogoFormat(text(svg)), { format: 'svg' });
    assert.deepEqual(sniffLogoFormat(text('<svg>')), { format: 'svg' });
    const html = sniffLogoFormat(text('<html><svg></svg></html>'));
    assert.ok('problem' in html && /not an image/.test(html.problem));
  });

  it('refuses a URL, saying the server never fetches one', () => {
    for (const url of ['https://example.com/logo.png', '  http://x', 'www.example.com/a.png']) {
      const result = sniffLogoFormat(text(url));
      assert.ok('problem' in result && /URL/.test(result.problem), url);
      assert.match((result as { problem: string }).problem, /never fetches/);
    }
  });

  it('names other kinds of file and refuses an empty body', () => {
    const cases: Array<[Uint8Array, RegExp]> = [
      [text('II*\0rest'), /TIFF/],
      [text('BMxxxx'), /BMP/],
      [text('%PDF-1.7'), /PDF/],
      [text('\0\0\0\x20ftypavif'), /HEIC or AVIF/],
      [bytes(0x1f, 0x8b, 8), /gzip/],
      [text('hello'), /not an image; a logo is a PNG, JPEG, WebP, GIF or SVG/],
      [new Uint8Array(0), /empty/],
    ];
    for (const [input, reason] of cases) {
      const result = sniffLogoFormat(input);
      assert.ok('problem' in result, String(reason));
      assert.match(result.problem, reason);
    }
  });
});

describe('logoEtag', () => {
  it('is the same for the same bytes and differs for others, quoted', () => {
    assert.equal(logoEtag(bytes(1, 2, 3)), logoEtag(bytes(1, 2, 3)));
    assert.notEqual(logoEtag(bytes(1, 2, 3)), logoEtag(bytes(1, 2, 4)));
    assert.match(logoEtag(bytes(1, 2, 3)), /^"[A-Za-z0-9_-]{32}"$/);
  });
});
