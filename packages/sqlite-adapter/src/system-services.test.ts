import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CryptoRandomSource, SystemClock, UuidV7IdGenerator } from './system-services.js';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('UuidV7IdGenerator', () => {
  it('makes RFC 9562 version 7 ids carrying the millisecond time', () => {
    const id = new UuidV7IdGenerator(() => 0x0192_3456_789a).newId();
    assert.match(id, UUID_V7);
    assert.equal(id.slice(0, 13), '01923456-789a');
  });

  it('keeps ids strictly increasing within one millisecond and when the clock steps back', () => {
    let now = 1_000_000;
    const ids = new UuidV7IdGenerator(() => now);
    const made: string[] = [];
    for (let i = 0; i < 5000; i += 1) {
      if (i === 2500) now -= 10;
      made.push(ids.newId());
    }
    const sorted = [...made].sort();
    assert.deepEqual(made, sorted);
    assert.equal(new Set(made).size, made.length);
  });
});

describe('SystemClock and CryptoRandomSource', () => {
  it('read the real time and give the requested number of random bytes', () => {
    const before = Date.now();
    const now = new SystemClock().now().getTime();
    assert.ok(now >= before && now <= Date.now());
    const bytes = new CryptoRandomSource().bytes(32);
    assert.equal(bytes.length, 32);
    assert.notDeepEqual(bytes, new CryptoRandomSource().bytes(32));
  });
});
