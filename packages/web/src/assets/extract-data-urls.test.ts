import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractDataUrls } from './extract-data-urls.js';

const CHEVRON =
  "%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpolyline points='6 9 12 15 18 9'%3E%3C/polyline%3E%3C/svg%3E";

describe('extractDataUrls', () => {
  it('replaces a percent-encoded SVG with the URL given for it, and returns the SVG', () => {
    const { css, files } = extractDataUrls(
      `select{--icon:url("data:image/svg+xml,${CHEVRON}")}`,
      () => '/assets/icon.1.svg',
    );
    assert.equal(css, 'select{--icon:url("/assets/icon.1.svg")}');
    assert.equal(files.length, 1);
    assert.equal(files[0]?.type, 'image/svg+xml');
    assert.match(files[0]?.body.toString() ?? '', /^<svg xmlns='http:\/\/www.w3.org\/2000\/svg'/);
    assert.match(files[0]?.body.toString() ?? '', /points='6 9 12 15 18 9'/);
  });

  it('reads single-quoted, unquoted and base64 data URLs alike', () => {
    const base64 = Buffer.from('<svg/>').toString('base64');
    const { css, files } = extractDataUrls(
      `a{b:url('data:image/svg+xml,%3Csvg%2F%3E')}c{d:url(data:image/svg+xml;base64,${base64})}`,
      (file) => `/${file.body.toString()}`,
    );
    assert.equal(css, 'a{b:url("/<svg/>")}c{d:url("/<svg/>")}');
    assert.deepEqual(
      files.map((file) => file.body.toString()),
      ['<svg/>'],
    );
  });

  it('keeps a quoted SVG whole when it holds parentheses (an animation in a style element)', () => {
    const svg = '%3Csvg%3E%3Cstyle%3Eg %7B transform: rotate(360deg); %7D%3C/style%3E%3C/svg%3E';
    const { css, files } = extractDataUrls(
      `x{y:url("data:image/svg+xml,${svg}") no-repeat}`,
      () => '/i',
    );
    assert.equal(css, 'x{y:url("/i") no-repeat}');
    assert.equal(
      files[0]?.body.toString(),
      '<svg><style>g { transform: rotate(360deg); }</style></svg>',
    );
  });

  it('leaves other URLs alone', () => {
    const css = 'a{background:url("/assets/x.svg")}b{c:url(https://example.org/y.png)}';
    assert.deepEqual(
      extractDataUrls(css, () => '/never'),
      { css, files: [] },
    );
  });
});
