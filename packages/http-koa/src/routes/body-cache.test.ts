import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BodyCache } from './body-cache.js';

async function passAll(cache: BodyCache, key: string, pieces: string[]): Promise<string[]> {
  const passed: string[] = [];
  async function* source() {
    yield* pieces;
  }
  for await (const piece of cache.keepWhilePassing(key, source())) passed.push(piece);
  return passed;
}

describe('BodyCache', () => {
  it('returns a kept body and drops the least recently used one past its bound', () => {
    const cache = new BodyCache(10);
    cache.set('a', ['aa', 'aa']);
    cache.set('b', ['bbbb']);
    assert.deepEqual(cache.get('a'), ['aa', 'aa']); // a is now the most recent
    cache.set('c', ['cccc']); // 12 characters: b goes
    assert.equal(cache.get('b'), undefined);
    assert.deepEqual(cache.get('a'), ['aa', 'aa']);
    assert.deepEqual(cache.get('c'), ['cccc']);
  });

  it('never keeps a body longer than the whole bound, and replaces a key in place', () => {
    const cache = new BodyCache(5);
    cache.set('big', ['xxx', 'xxx']);
    assert.equal(cache.get('big'), undefined);
    cache.set('k', ['one']);
    cache.set('k', ['two!']);
    assert.deepEqual(cache.get('k'), ['two!']);
    cache.set('m', ['z']); // 5 characters in all: both fit
    assert.deepEqual(cache.get('k'), ['two!']);
    assert.deepEqual(cache.get('m'), ['z']);
  });

  it('keeps what it passed on once all of it went through, within its bound', async () => {
    const cache = new BodyCache(6);
    assert.deepEqual(await passAll(cache, 'small', ['ab', 'cd']), ['ab', 'cd']);
    assert.deepEqual(cache.get('small'), ['ab', 'cd']);
    // Past the bound on the way: everything still goes through, nothing is held.
    assert.deepEqual(await passAll(cache, 'large', ['abcd', 'efgh']), ['abcd', 'efgh']);
    assert.equal(cache.get('large'), undefined);
  });

  it('keeps nothing when the reader stops early', async () => {
    const cache = new BodyCache(100);
    async function* source() {
      yield* ['a', 'b', 'c'];
    }
    for await (const piece of cache.keepWhilePassing('k', source())) {
      if (piece === 'b') break;
    }
    assert.equal(cache.get('k'), undefined);
  });
});
