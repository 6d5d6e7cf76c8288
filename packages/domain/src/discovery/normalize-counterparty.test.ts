import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  counterpartyKey,
  counterpartyName,
  normalizeCounterparty,
} from './normalize-counterparty.js';

describe('normalizeCounterparty', () => {
  it('gives one key to the ways banks write one merchant', () => {
    const netflix = [
      'NETFLIX',
      'Netflix International B.V.',
      'PAYPAL *NETFLIX 2K4L90',
      'NETFLIX.COM 866-579-7172 CA',
      'VISA NETFLIX.COM xxxx1234',
      'Netflix 02.03.2026',
      'Kartenzahlung Netflix Karte 1 CD1234567',
      'netflix   ,inc.',
    ];
    assert.deepEqual(new Set(netflix.map(normalizeCounterparty)), new Set(['netflix']));
  });

  it('drops processor prefixes, legal forms, card numbers and US states', () => {
    assert.equal(normalizeCounterparty('Amazon Prime*2K4L90'), 'amazon prime');
    assert.equal(normalizeCounterparty('SQ *BLUE BOTTLE COFFEE'), 'blue bottle coffee');
    assert.equal(normalizeCounterparty('GOOGLE *YouTube Premium'), 'youtube premium');
    assert.equal(normalizeCounterparty('Spotify AB'), 'spotify');
    assert.equal(normalizeCounterparty('SPOTIFY USA 877-7781161 NY'), 'spotify');
    assert.equal(normalizeCounterparty('Telefónica Germany GmbH & Co. OHG'), 'telefónica germany');
    assert.equal(
      normalizeCounterparty('ADOBE *CREATIVE CLOUD 4029357733 IE'),
      'adobe creative cloud',
    );
  });

  it('keeps short brand names with a digit', () => {
    assert.equal(normalizeCounterparty('O2 Germany'), 'o2 germany');
    assert.equal(normalizeCounterparty('3sat Mediathek'), '3sat mediathek');
  });

  it('keeps the words of a text that holds nothing else', () => {
    assert.equal(normalizeCounterparty('SEPA Lastschrift 12345678'), 'sepa lastschrift');
    assert.equal(normalizeCounterparty('1234 5678'), '');
  });

  it('gives the same key to its own key, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const key = normalizeCounterparty(text);
        assert.equal(normalizeCounterparty(key), key);
      }),
    );
  });

  it('ignores reference codes, card numbers and dates added to a name', () => {
    const word = fc
      .stringMatching(/^[a-z]{3,10}$/)
      // A word a name keeps (not a legal form, a month or a booking word).
      .filter((candidate) => normalizeCounterparty(`${candidate} zzz`) === `${candidate} zzz`);
    const noise = fc.oneof(
      fc.stringMatching(/^[A-Z0-9]{6,10}$/).filter((code) => /\d/.test(code)),
      fc.integer({ min: 1000, max: 9999 }).map((last) => `xxxx${last}`),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
    );
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), noise, (words, extra) => {
        const name = words.join(' ');
        assert.equal(normalizeCounterparty(`${name} ${extra}`), normalizeCounterparty(name));
      }),
    );
  });
});

describe('counterpartyKey', () => {
  it('finds the merchant a PayPal booking names in its purpose', () => {
    const payee = 'PayPal (Europe) S.a r.l. et Cie., S.C.A.';
    const text = `${payee} 1036251234567 PP.3456.PP . Netflix International B.V., Ihr Einkauf bei Netflix International B.V.`;
    assert.equal(counterpartyKey({ payee, text }), 'netflix');
  });

  it('keeps the payment processor when its purpose names no merchant', () => {
    assert.equal(
      counterpartyKey({ payee: 'PayPal Europe', text: 'PayPal Europe 1036251234' }),
      'paypal',
    );
  });

  it('takes the text when the file names no payee', () => {
    assert.equal(counterpartyKey({ payee: '', text: 'PAYPAL *SPOTIFY 2K4L90' }), 'spotify');
  });
});

describe('counterpartyName', () => {
  it('writes a key as the bank wrote its words in mixed case, else capitalised', () => {
    assert.equal(counterpartyName('youtube premium', 'GOOGLE *YouTube Premium'), 'YouTube Premium');
    assert.equal(counterpartyName('netflix', 'NETFLIX.COM'), 'Netflix');
  });

  it('gives back the key it was made from, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const key = normalizeCounterparty(text);
        assert.equal(normalizeCounterparty(counterpartyName(key, text)), key);
      }),
    );
  });
});
