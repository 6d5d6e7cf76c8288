import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectDomainError } from '../testing/expect-domain-error.js';
import { normalizePassword, validateNewPassword } from './password-rules.js';

describe('validateNewPassword', () => {
  it('accepts 12 characters and 256 characters, with no composition rules', () => {
    assert.equal(validateNewPassword('aaaaaaaaaaaa'), 'aaaaaaaaaaaa');
    assert.equal(validateNewPassword('b'.repeat(256)).length, 256);
  });

  it('refuses 11 characters and 257 characters, naming the password field', () => {
    const short = expectDomainError(
      () => validateNewPassword('a'.repeat(11)),
      'invalid_owner_login',
      'password',
    );
    assert.match(short.message, /at least 12/);
    const long = expectDomainError(
      () => validateNewPassword('a'.repeat(257)),
      'invalid_owner_login',
      'password',
    );
    assert.match(long.message, /at most 256/);
  });

  it('counts code points after NFKC, so 12 emoji are enough', () => {
    assert.equal([...validateNewPassword('🔑'.repeat(12))].length, 12);
  });

  it('names another field when asked', () => {
    expectDomainError(
      () => validateNewPassword('short', 'newPassword'),
      'invalid_owner_login',
      'newPassword',
    );
  });
});

describe('normalizePassword', () => {
  it('makes a full-width password equal to its ASCII form (NFKC)', () => {
    assert.equal(normalizePassword('ｐａｓｓｗｏｒｄ'), 'password');
  });
});
