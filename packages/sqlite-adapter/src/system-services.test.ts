import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CryptoRandomSource, SystemClock, UuidV7IdGenerator } from './system-services.js';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('UuidV7IdGenerator', () => {
  it('makes RFC 9562 version 7 ids carrying the current millisecond time', () => {
    const before = Date.now();
    const id = new UuidV7IdGenerator().newId();
    assert.match(id, UUID_V7);
    const ms = Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
    assert.ok(ms >= before && ms <= Date.now());
  });

  it('keeps ids strictly increasing, also many within one millisecond', () => {
    const ids = new UuidV7IdGenerator();
    const made = Array.from({ length: 5000 }, () => ids.newId());
    assert.deepEqual(made, [...made].sort());
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
