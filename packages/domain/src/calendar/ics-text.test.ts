import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { escapeIcsText, foldIcsLine, joinIcsLines } from './ics-text.js';

const octets = (text: string) => Buffer.byteLength(text, 'utf8');

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and line breaks (RFC 5545 3.3.11)', () => {
    assert.equal(escapeIcsText('a\\b;c,d\ne\r\nf'), 'a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    assert.equal(foldIcsLine(line), line);
  });

  it('folds longer lines so that no line exceeds 75 octets and unfolding gives the line back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const line = `SUMMARY:${text}`;
        const folded = foldIcsLine(line);
        const parts = folded.split('\r\n');
        assert.ok(parts.every((part) => octets(part) <= 75));
        assert.ok(parts.slice(1).every((part) => part.startsWith(' ')));
        assert.equal(folded.replaceAll('\r\n ', ''), line);
      }),
    );
  });

  it('never splits an emoji or another multi-byte character', () => {
    const folded = foldIcsLine(`SUMMARY:${'📺'.repeat(40)}`);
    for (const part of folded.split('\r\n')) {
      assert.equal(Buffer.from(part, 'utf8').toString('utf8'), part);
      assert.ok(!part.includes('\uFFFD'));
    }
  });
});

describe('joinIcsLines', () => {
  it('ends every line with CRLF', () => {
    assert.equal(joinIcsLines(['A', 'B']), 'A\r\nB\r\n');
  });
});
