import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { compareCodePoints, foldCase, normalizeDuplicateName } from './text.js';

describe('foldCase', () => {
  it('folds ß and SS alike (D12)', () => {
    assert.equal(foldCase('Straße'), foldCase('STRASSE'));
  });

  it('ignores ASCII case', () => {
    assert.equal(foldCase('NetFlix'), 'netflix');
  });

  it('folds Greek final sigma like sigma', () => {
    assert.equal(foldCase('ΟΔΟΣ'), foldCase('οδος'));
    assert.equal(foldCase('οδος'), foldCase('οδοσ'));
  });

  it('folds compatibility forms such as ligatures and full-width letters', () => {
    assert.equal(foldCase('ﬁle'), foldCase('FILE'));
    assert.equal(foldCase('ＳＰＯＴＩＦＹ'), 'spotify');
  });

  it('lets a folded query be found inside folded text', () => {
    assert.equal(foldCase('Große Straße Abo').includes(foldCase('STRASSE')), true);
  });
});

describe('normalizeDuplicateName', () => {
  it('removes white space of any kind and case (D15)', () => {
    assert.equal(normalizeDuplicateName(' Net\tFlix\u00a0Premium\u3000 '), 'netflixpremium');
  });

  it('applies NFKC so full-width and composed forms match', () => {
    assert.equal(normalizeDuplicateName('ＮＥＴＦＬＩＸ'), 'netflix');
    assert.equal(normalizeDuplicateName('Cafe\u0301'), normalizeDuplicateName('Café'));
  });

  it('keeps punctuation, so different names stay different', () => {
    assert.notEqual(normalizeDuplicateName('Disney+'), normalizeDuplicateName('Disney'));
  });
});

describe('compareCodePoints', () => {
  it('orders strings by code point, independent of locale', () => {
    assert.equal(compareCodePoints('B', 'a'), -1);
    assert.equal(compareCodePoints('a', 'a'), 0);
    assert.equal(compareCodePoints('b', 'a'), 1);
  });

  it('orders a prefix before the longer string', () => {
    assert.equal(compareCodePoints('Net', 'Netflix'), -1);
    assert.equal(compareCodePoints('Netflix', 'Net'), 1);
  });

  it('puts characters above U+FFFF after U+E000-U+FFFF, as SQLite does', () => {
    assert.equal(compareCodePoints('\u{1F600}', '\uFFFD'), 1);
    assert.equal(compareCodePoints('\uE000', '\u{10000}'), -1);
    assert.equal(compareCodePoints('\u{1F600}', '\u{1F601}'), -1);
    assert.equal(compareCodePoints('\u00e9', '\u{1F600}'), -1);
  });

  it('agrees with comparing the code point arrays', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        const x = [...a].map((c) => c.codePointAt(0)!);
        const y = [...b].map((c) => c.codePointAt(0)!);
        let expected = 0;
        for (let i = 0; i < Math.min(x.length, y.length) && expected === 0; i += 1) {
          expected = Math.sign(x[i]! - y[i]!);
        }
        if (expected === 0) expected = Math.sign(x.length - y.length);
        assert.equal(compareCodePoints(a, b), expected);
      }),
    );
  });
});
