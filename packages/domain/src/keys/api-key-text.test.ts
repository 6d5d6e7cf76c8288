import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DeterministicRandom } from '../testing/deterministic-random.js';
import {
  apiKeyTextMatches,
  generateApiKeyText,
  hashApiKeyText,
  parseApiKeyText,
} from './api-key-text.js';

describe('generateApiKeyText', () => {
  it('writes stk_, a 16-hex key id and a 64-hex secret', () => {
    const { keyId, text } = generateApiKeyText(new DeterministicRandom(7));
    assert.match(text, /^stk_[0-9a-f]{16}_[0-9a-f]{64}$/);
    assert.equal(text.slice(4, 20), keyId);
  });

  it('gives a different key for different random bytes', () => {
    const a = generateApiKeyText(new DeterministicRandom(1)).text;
    const b = generateApiKeyText(new DeterministicRandom(2)).text;
    assert.notEqual(a, b);
  });
});

describe('parseApiKeyText', () => {
  it('splits a well-formed key into id and secret', () => {
    const text = `stk_${'a1'.repeat(8)}_${'0f'.repeat(32)}`;
    assert.deepEqual(parseApiKeyText(text), { keyId: 'a1'.repeat(8), secret: '0f'.repeat(32) });
  });

  it('rejects a wrong prefix, upper-case hex, or a short secret', () => {
    assert.equal(parseApiKeyText(`sk_${'a'.repeat(16)}_${'b'.repeat(64)}`), null);
    assert.equal(parseApiKeyText(`stk_${'A'.repeat(16)}_${'b'.repeat(64)}`), null);
    assert.equal(parseApiKeyText(`stk_${'a'.repeat(16)}_${'b'.repeat(63)}`), null);
    assert.equal(parseApiKeyText(`stk_${'a'.repeat(16)}_${'b'.repeat(64)} `), null);
  });
});

describe('hashApiKeyText', () => {
  it('is the lower-case SHA-256 hex of the whole text', () => {
    assert.equal(
      hashApiKeyText('abc'),
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('apiKeyTextMatches', () => {
  it('accepts the text a hash was made from and nothing else', () => {
    const hash = hashApiKeyText('stk_key');
    assert.equal(apiKeyTextMatches('stk_key', hash), true);
    assert.equal(apiKeyTextMatches('stk_kez', hash), false);
  });

  it('rejects a stored hash of the wrong length instead of throwing', () => {
    assert.equal(apiKeyTextMatches('stk_key', 'abcd'), false);
  });
});
