import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectDomainError } from '../testing/expect-domain-error.js';
import { emailKeyOf, validateEmail } from './email-rules.js';

describe('validateEmail', () => {
  it('keeps the address as typed, trimmed', () => {
    assert.equal(validateEmail('  Ada@Example.com '), 'Ada@Example.com');
  });

  it('refuses text that cannot receive mail', () => {
    for (const bad of [
      '',
      'ada',
      'ada@',
      'ada@example',
      'a da@example.com',
      `${'a'.repeat(250)}@e.com`,
    ]) {
      expectDomainError(() => validateEmail(bad), 'invalid_owner_login', 'email');
    }
  });
});

describe('emailKeyOf', () => {
  it('folds case so Ada@Example.com and ada@example.com are one login', () => {
    assert.equal(emailKeyOf(' Ada@Example.COM'), emailKeyOf('ada@example.com'));
  });
});
