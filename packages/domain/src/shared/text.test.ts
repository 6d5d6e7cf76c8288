import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  compareCodePoints,
  foldCase,
  hasVisibleCharacter,
  isolateBidi,
  normalizeDuplicateName,
} from './text.js';

describe('foldCase', () => {
  it('folds ß and SS alike', () => {
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
  it('removes white space of any kind and case', () => {
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

describe('hasVisibleCharacter', () => {
  it('is false for text of only zero-width, bidi, filler and blank characters', () => {
    for (const text of [
      '',
      ' ',
      '\u200b',
      '\u202e',
      '\u200b\u202e',
      '\u2066\u2069',
      '\u3164',
      '\u2800',
      '\u200d\ufe0f',
    ]) {
      assert.equal(hasVisibleCharacter(text), false, JSON.stringify(text));
    }
  });

  it('is true for letters, digits, punctuation, symbols and emoji, in any script', () => {
    for (const text of ['a', '7', '.', '€', '😀', '👨‍👩‍👧‍👦', 'ä', 'נ', '中', '\u200bx']) {
      assert.equal(hasVisibleCharacter(text), true, JSON.stringify(text));
    }
  });
});

const CONTROLS = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
const withoutControls = (text: string) => text.replace(/[\u202a-\u202e\u2066-\u2069]/g, '');

/** True when every embedding and isolate `text` opens is closed in order, and nothing else is. */
function balanced(text: string): boolean {
  const open: string[] = [];
  for (const char of text) {
    if ('\u202a\u202b\u202d\u202e'.includes(char)) open.push('\u202c');
    else if ('\u2066\u2067\u2068'.includes(char)) open.push('\u2069');
    else if (char === '\u202c' || char === '\u2069') {
      if (open.pop() !== char) return false;
    }
  }
  return open.length === 0;
}

describe('isolateBidi', () => {
  it('leaves text without bidi controls as it is', () => {
    assert.equal(isolateBidi('Netflix'), 'Netflix');
    assert.equal(isolateBidi('נטפליקס'), 'נטפליקס');
  });

  it('isolates a right-to-left override and closes it', () => {
    assert.equal(isolateBidi('\u202egnp.exe'), '\u2068\u202egnp.exe\u202c\u2069');
  });

  it('drops a stray closer that would end the isolation early', () => {
    assert.equal(isolateBidi('a\u2069\u202eb'), '\u2068a\u202eb\u202c\u2069');
    assert.equal(isolateBidi('a\u202cb'), '\u2068ab\u2069');
  });

  it('closes the embeddings an isolate ends, explicitly, for renderers without isolates', () => {
    assert.equal(isolateBidi('\u2067a\u202eb\u2069c'), '\u2068\u2067a\u202eb\u202c\u2069c\u2069');
  });

  it('always gives balanced, isolated text with the same visible characters', () => {
    const piece = fc.constantFrom(...CONTROLS, 'a', 'ש', ' ', '1', '\u200f');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        const out = isolateBidi(text);
        assert.equal(withoutControls(out), withoutControls(text));
        assert.ok(balanced(out), JSON.stringify(out));
        if (out !== text) {
          assert.ok(out.startsWith('\u2068') && out.endsWith('\u2069'));
          assert.ok(balanced(out.slice(1, -1)), 'the wrapper is not closed from inside');
        }
      }),
    );
  });
});
