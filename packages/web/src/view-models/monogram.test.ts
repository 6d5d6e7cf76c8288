import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MONOGRAM_TONES, monogramOf } from './monogram.js';

describe('monogramOf', () => {
  it('takes the first letters of the first two words, upper-cased', () => {
    assert.equal(monogramOf('Amazon Prime').initials, 'AP');
    assert.equal(monogramOf('Netflix').initials, 'N');
    assert.equal(monogramOf('iCloud+ 200 GB').initials, 'I2');
    assert.equal(monogramOf('Spotify Family Premium').initials, 'SF');
  });

  it('skips signs that begin no word and keeps a letter outside the basic plane whole', () => {
    assert.equal(monogramOf('+ Plus & co').initials, 'PC');
    assert.equal(monogramOf('𝒜rt club').initials, '𝒜C');
    assert.equal(monogramOf('Émile Zola').initials, 'ÉZ');
  });

  it('answers a question mark for a name without letters or digits', () => {
    assert.equal(monogramOf('+++').initials, '?');
  });

  it('gives one name one colour whatever its case and spaces, and spreads names over the colours', () => {
    assert.equal(monogramOf('Netflix').tone, monogramOf(' netflix ').tone);
    const names = ['Netflix', 'Spotify', 'Disney+', 'Headspace', 'Notion', 'Gym', 'Adobe', 'Prime'];
    const tones = new Set(names.map((name) => monogramOf(name).tone));
    assert.ok(tones.size >= 4, `${tones.size} colours for ${names.length} names`);
    for (const tone of tones) assert.ok(tone >= 0 && tone < MONOGRAM_TONES);
  });
});
