import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Context } from 'koa';
import { relyingPartyOf } from './relying-party.js';

// What Koa reads from a request (behind a trusted proxy: its forwarded scheme and host).
const request = (protocol: string, host: string) => ({ protocol, host }) as Context;

describe('relyingPartyOf', () => {
  it('is the host name of the request, without its port', () => {
    assert.deepEqual(relyingPartyOf(request('http', 'localhost:3000'), null), {
      usable: true,
      rpId: 'localhost',
      origin: 'http://localhost:3000',
    });
    assert.deepEqual(relyingPartyOf(request('https', 'Subs.Example.com'), undefined), {
      usable: true,
      rpId: 'subs.example.com',
      origin: 'https://Subs.Example.com',
    });
  });

  it('is the host name of the public URL when one is given, whatever the request says', () => {
    const rp = relyingPartyOf(request('http', '10.0.0.5:3000'), 'https://subs.example.com');
    assert.deepEqual(rp, {
      usable: true,
      rpId: 'subs.example.com',
      origin: 'https://subs.example.com',
    });
  });

  it('is unusable at a bare IPv4 or IPv6 address, which browsers refuse', () => {
    for (const host of ['127.0.0.1:3000', '192.168.1.20', '[::1]:3000']) {
      const rp = relyingPartyOf(request('https', host), null);
      assert.equal(rp.usable, false, host);
      assert.equal(rp.usable === false && rp.reason, 'ip-address', host);
    }
  });

  it('is unusable over plain http at any name but localhost (no secure context)', () => {
    const rp = relyingPartyOf(request('http', 'nas.home.example'), null);
    assert.equal(rp.usable === false && rp.reason, 'not-secure');
    assert.equal(relyingPartyOf(request('http', 'app.localhost:8080'), null).usable, true);
  });
});
