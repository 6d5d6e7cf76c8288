import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '../shared/domain-error.js';
import { parseSubscriptionId } from './subscription-id.js';

describe('parseSubscriptionId', () => {
  it('accepts a UUIDv7 and returns it unchanged', () => {
    const id = '0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7a';
    assert.equal(parseSubscriptionId(id), id);
  });

  it('lower-cases an upper-case UUID so both spellings name one record', () => {
    assert.equal(
      parseSubscriptionId('0190F0E2-7C3B-4D6A-9A4B-2F1E0D9C8B7A'),
      '0190f0e2-7c3b-4d6a-9a4b-2f1e0d9c8b7a',
    );
  });

  it('accepts the nil and max UUIDs of RFC 9562', () => {
    assert.equal(
      parseSubscriptionId('00000000-0000-0000-0000-000000000000'),
      '00000000-0000-0000-0000-000000000000',
    );
    assert.equal(
      parseSubscriptionId('FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF'),
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    );
  });

  it('rejects text that is not a UUID with invalid_subscription_id naming the id', () => {
    for (const raw of [
      '',
      '42',
      'not-a-uuid',
      '0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7',
      '0190f0e27c3b7d6a9a4b2f1e0d9c8b7a',
    ]) {
      assert.throws(
        () => parseSubscriptionId(raw),
        (error) =>
          error instanceof DomainError &&
          error.code === 'invalid_subscription_id' &&
          error.details.field === 'id' &&
          typeof error.details.suggestedFix === 'string',
      );
    }
  });
});
