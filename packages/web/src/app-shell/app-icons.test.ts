import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { webRoot } from '../assets/asset-files.js';
import { appIcons, maskableMark } from './app-icons.js';

type Sharp = typeof import('sharp').default;
const sharp = createRequire(join(webRoot, 'package.json'))('sharp') as Sharp;

/** The mark's own colour (the fill of favicon.svg's square), as `[r, g, b, alpha]`. */
function markColour(): number[] {
  const svg = readFileSync(join(webRoot, 'src/assets/favicon.svg'), 'utf8');
  const hex = /<rect[^>]*fill="#([0-9a-f]{6})"/i.exec(svg)?.[1];
  assert.ok(hex, 'favicon.svg draws its square with a #rrggbb fill');
  return [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).concat(255);
}

/** The colour of one pixel, as `[r, g, b, alpha]`. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 4)];
}

describe('appIcons', () => {
  it('draws the mark at 192 and 512 px, and a maskable 512 px one', async () => {
    const icons = await appIcons();
    const sizes = [];
    for (const icon of icons) {
      const meta = await sharp(icon.body).metadata();
      assert.equal(meta.format, 'png');
      sizes.push(`${meta.width}x${meta.height} ${icon.purpose}`);
      assert.match(icon.url, /^\/assets\/app-icon-\d+(-maskable)?\.[0-9a-f]{12}\.png$/);
    }
    assert.deepEqual(sizes, ['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it('fills the maskable icon’s corners, which a launcher may cut, while the plain one is rounded', async () => {
    const [, plain, maskable] = await appIcons();
    assert.equal((await pixel(plain!.body, 0, 0))[3], 0);
    assert.deepEqual(await pixel(maskable!.body, 0, 0), markColour());
    // The symbol stays inside the safe zone (the middle circle of 80%): white at the centre.
    assert.deepEqual(await pixel(maskable!.body, 256, 256), [255, 255, 255, 255]);
  });
});

describe('maskableMark', () => {
  it('puts the symbol, scaled down, on a full square of the mark’s colour', () => {
    const mark =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#123456"/><circle cx="16" cy="16" r="2"/></svg>';
    assert.equal(
      maskableMark(mark),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#123456"/>' +
        '<g transform="translate(16 16) scale(0.7) translate(-16 -16)"><circle cx="16" cy="16" r="2"/></g></svg>',
    );
  });
});
