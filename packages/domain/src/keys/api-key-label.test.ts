import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectDomainError } from '../testing/expect-domain-error.js';
import { parseApiKeyLabel } from './api-key-label.js';

describe('parseApiKeyLabel', () => {
  it('trims the label and gives null when none is given', () => {
    assert.equal(parseApiKeyLabel('  Home Assistant \t'), 'Home Assistant');
    assert.equal(parseApiKeyLabel(undefined), null);
    assert.equal(parseApiKeyLabel(null), null);
  });

  it('counts code points: 100 emoji fit, 101 characters do not', () => {
    assert.equal(parseApiKeyLabel('🔑'.repeat(100)), '🔑'.repeat(100));
    const error = expectDomainError(
      () => parseApiKeyLabel('a'.repeat(101)),
      'invalid_api_key_label',
      'label',
    );
    assert.equal(error.message, 'The label must be at most 100 characters long.');
  });

  it('refuses an empty label, control characters and broken Unicode, naming the field', () => {
    for (const raw of ['   ', 'line\nbreak', 'bell\u0007', 'half \ud83d']) {
      expectDomainError(() => parseApiKeyLabel(raw), 'invalid_api_key_label', 'label');
    }
  });

  it('keeps markup as plain text for the pages to escape', () => {
    assert.equal(parseApiKeyLabel('<img src=x onerror=alert(1)>'), '<img src=x onerror=alert(1)>');
  });
});
