import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ErrorCode } from '../shared/domain-error.js';
import { expectDomainError } from '../testing/expect-domain-error.js';
import { parseSubscriptionPatchBody } from './validate-patch.js';

const rejects = (body: unknown, code: ErrorCode, field?: string) =>
  expectDomainError(() => parseSubscriptionPatchBody(body), code, field);

describe('parseSubscriptionPatchBody', () => {
  it('returns only the fields sent', () => {
    assert.deepEqual(parseSubscriptionPatchBody({ status: 'paused' }), { status: 'paused' });
    assert.deepEqual(parseSubscriptionPatchBody({ amount: 9.99, name: ' Max ' }), {
      amountMinor: 999,
      name: 'Max',
    });
  });

  it('rejects an empty object with empty_patch', () => {
    const error = rejects({}, 'empty_patch');
    assert.ok(error.details.suggestedFix);
  });

  it('rejects a body that is not a JSON object with invalid_json', () => {
    for (const body of [[], null, '{}', 1]) rejects(body, 'invalid_json');
  });

  it('rejects a server-managed field before anything else', () => {
    rejects({ id: 'x' }, 'invalid_subscription_field', 'id');
    rejects({ updatedAt: 'x', amount: -1 }, 'invalid_subscription_field', 'updatedAt');
  });

  it('reports an unknown field before a bad amount', () => {
    rejects({ amount: 19.999, colour: 'red' }, 'invalid_subscription_field', 'colour');
  });

  it('rejects a __proto__ key', () => {
    rejects(
      JSON.parse('{"__proto__":{"status":"active"}}'),
      'invalid_subscription_field',
      '__proto__',
    );
  });

  it('rejects null on a field that cannot be cleared', () => {
    for (const field of [
      'name',
      'amount',
      'currency',
      'period',
      'nextPaymentDate',
      'status',
      'isTrial',
    ]) {
      rejects({ [field]: null }, 'invalid_subscription', field);
    }
  });

  it('keeps null for billingAnchorDay, customDate and trialEndsOn (they clear)', () => {
    assert.deepEqual(
      parseSubscriptionPatchBody({ billingAnchorDay: null, customDate: null, trialEndsOn: null }),
      { billingAnchorDay: null, customDays: null, trialEndsOn: null },
    );
  });

  it('applies the same field rules as create', () => {
    rejects({ amount: '5' }, 'invalid_subscription', 'amount');
    rejects({ nextPaymentDate: '2026-02-30' }, 'invalid_subscription', 'nextPaymentDate');
    rejects({ name: 'x'.repeat(121) }, 'invalid_subscription', 'name');
    const error = rejects({ status: 'archived' }, 'invalid_subscription', 'status');
    assert.deepEqual(error.details.allowedValues, ['active', 'paused', 'cancelled']);
  });
});
