import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BodyCache } from './body-cache.js';

describe('BodyCache', () => {
  it('returns a kept body and drops the least recently used one past its bound', () => {
    const cache = new BodyCache(10);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    assert.equal(cache.get('a'), 'aaaa'); // a is now the most recent
    cache.set('c', 'cccc'); // 12 characters: b goes
    assert.equal(cache.get('b'), undefined);
    assert.equal(cache.get('a'), 'aaaa');
    assert.equal(cache.get('c'), 'cccc');
  });

  it('never keeps a body longer than the whole bound, and replaces a key in place', () => {
    const cache = new BodyCache(5);
    cache.set('big', 'x'.repeat(6));
    assert.equal(cache.get('big'), undefined);
    cache.set('k', 'one');
    cache.set('k', 'two!');
    assert.equal(cache.get('k'), 'two!');
    cache.set('m', 'z'); // 5 characters in all: both fit
    assert.equal(cache.get('k'), 'two!');
    assert.equal(cache.get('m'), 'z');
  });
});
