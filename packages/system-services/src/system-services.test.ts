import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CryptoRandomSource,
  defaultPasswordHasher,
  SCRYPT_PARAMETERS,
  ScryptPasswordHasher,
  SystemClock,
  UuidV7IdGenerator,
} from './system-services.js';

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

describe('ScryptPasswordHasher', () => {
  const fast = new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

  it('verifies the password it hashed, in any Unicode form, and nothing else', async () => {
    const stored = await fast.hash('correct horse battery');
    assert.equal(await fast.verify('correct horse battery', stored), true);
    assert.equal(await fast.verify('ｃｏｒｒｅｃｔ horse battery', stored), true);
    assert.equal(await fast.verify('correct horse batterY', stored), false);
    assert.equal(await fast.verify('correct horse battery', 'fake$x$y'), false);
    assert.equal(await fast.verify('correct horse battery', 'scrypt$x$8$1$abc$def'), false);
  });

  it('salts every hash and never stores the password', async () => {
    const a = await fast.hash('correct horse battery');
    const b = await fast.hash('correct horse battery');
    assert.notEqual(a, b);
    assert.ok(!a.includes('correct'));
  });

  it('uses OWASP’s parameters by default (N=2^17, r=8, p=1) and records them in the hash', async () => {
    assert.deepEqual(SCRYPT_PARAMETERS, { N: 131072, r: 8, p: 1 });
    const stored = await new ScryptPasswordHasher().hash('correct horse battery');
    assert.match(stored, /^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    // A hash made with other parameters still verifies: they are read from the stored text.
    assert.equal(
      await new ScryptPasswordHasher().verify('x'.repeat(12), await fast.hash('x'.repeat(12))),
      true,
    );
  });

  it('is what the adapters use: OWASP’s parameters, except in a test run', async () => {
    for (const NODE_ENV of [undefined, 'production', 'development', 'TEST']) {
      const stored = await defaultPasswordHasher({ NODE_ENV }).hash('correct horse battery');
      assert.match(stored, /^scrypt\$131072\$8\$1\$/, String(NODE_ENV));
    }
    const tested = await defaultPasswordHasher({ NODE_ENV: 'test' }).hash('correct horse battery');
    assert.match(tested, /^scrypt\$1024\$8\$1\$/);
    // A hash of a test run verifies in production and the other way round.
    assert.equal(await defaultPasswordHasher({}).verify('correct horse battery', tested), true);
  });
});
