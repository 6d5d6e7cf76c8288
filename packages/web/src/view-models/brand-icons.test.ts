import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { webRoot } from '../assets/asset-files.js';
import { brandIconOf, contrastRatio } from './brand-icons.js';
import { MONOGRAM_TONES } from './monogram.js';

const titleOf = (name: string) => brandIconOf(name)?.title ?? null;

describe('brandIconOf', () => {
  it('knows well-known services by name, whatever the case, spacing and plan named after it', () => {
    assert.equal(titleOf('Netflix'), 'Netflix');
    assert.equal(titleOf('netflix '), 'Netflix');
    assert.equal(titleOf('Spotify Family'), 'Spotify');
    assert.equal(titleOf('YouTube Premium'), 'YouTube');
    assert.equal(titleOf('Youtube Music'), 'YouTube Music');
    assert.equal(titleOf('Apple TV+'), 'Apple TV');
    assert.equal(titleOf('Paramount+'), 'Paramount+');
    assert.equal(titleOf('Paramount Plus'), 'Paramount+');
    assert.equal(titleOf('iCloud+ 200 GB'), 'iCloud');
    assert.equal(titleOf('The New York Times'), 'New York Times');
    assert.equal(titleOf('The Guardian'), 'The Guardian');
    assert.equal(titleOf('1Password Families'), '1Password');
  });

  it('answers none for services the package has no icon of (Disney+, Amazon Prime) and for other names', () => {
    for (const name of [
      'Disney+',
      'Amazon Prime',
      'Microsoft 365',
      'Gym',
      'Rent',
      'Car insurance',
    ]) {
      assert.equal(brandIconOf(name), null, name);
    }
    // A service's name inside another name is not that service.
    assert.equal(brandIconOf('My Netflix'), null);
    assert.equal(brandIconOf('Netflixer'), null);
  });

  it('draws the brand’s path on its colour in black or white, whichever reads better', () => {
    const netflix = brandIconOf('Netflix')!;
    assert.equal(netflix.background, '#e50914');
    assert.equal(netflix.foreground, '#ffffff');
    assert.match(netflix.path, /^m5\.398 0/);
    // DAZN's colour is nearly white: its mark is drawn in black.
    assert.equal(brandIconOf('DAZN')!.foreground, '#000000');
  });
});

describe('monogram colours', () => {
  it('give their white initials a contrast of at least 4.5:1', () => {
    const css = readFileSync(`${webRoot}/src/assets/site.css`, 'utf8');
    for (let tone = 0; tone < MONOGRAM_TONES; tone += 1) {
      const rule = new RegExp(`\\.monogram\\.tone-${tone} \\{\\s*background: (#[0-9a-f]{6});`);
      const colour = rule.exec(css)?.[1];
      assert.ok(colour, `tone ${tone} has a colour`);
      const ratio = contrastRatio(colour, '#ffffff');
      assert.ok(ratio >= 4.5, `tone ${tone} (${colour}): ${ratio.toFixed(2)}:1`);
    }
  });
});
