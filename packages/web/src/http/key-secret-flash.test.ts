import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { KeySecretFlash } from './key-secret-flash.js';

const secret = {
  keyId: '00000000000000a1',
  key: 'stk_00000000000000a1_abc',
  scope: 'write',
  label: null,
};

describe('KeySecretFlash', () => {
  it('gives the secret to the first page of its session only', () => {
    const flash = new KeySecretFlash(() => 0);
    flash.put('session-1', secret);
    assert.equal(flash.take('session-2'), null);
    assert.deepEqual(flash.take('session-1'), secret);
    assert.equal(flash.take('session-1'), null);
  });

  it('forgets a secret nobody came for within five minutes', () => {
    let now = 0;
    const flash = new KeySecretFlash(() => now);
    flash.put('session-1', secret);
    now = 5 * 60_000;
    assert.equal(flash.take('session-1'), null);
  });
});
