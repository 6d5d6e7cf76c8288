import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectDomainError } from '../testing/expect-domain-error.js';
import {
  parsePaymentId,
  parsePaymentListQuery,
  parsePaymentPatchBody,
} from './parse-payment-request.js';

describe('parsePaymentPatchBody', () => {
  it('takes amount and/or status, the amount in minor units', () => {
    assert.deepEqual(parsePaymentPatchBody({ amount: 17.5 }), { amountMinor: 1750 });
    assert.deepEqual(parsePaymentPatchBody({ status: 'skipped', amount: 0 }), {
      amountMinor: 0,
      status: 'skipped',
    });
  });

  it('checks in D11 order: JSON object, writable keys, not empty, then values', () => {
    expectDomainError(() => parsePaymentPatchBody([]), 'invalid_json');
    const field = expectDomainError(
      () => parsePaymentPatchBody({ dueOn: '2026-01-01', amount: -1 }),
      'invalid_payment_field',
      'dueOn',
    );
    assert.deepEqual(field.details.writableFields, ['amount', 'status']);
    assert.match(field.message, /server-managed/);
    expectDomainError(() => parsePaymentPatchBody({}), 'empty_patch');
  });

  it('names the bad field with a fix, and lists the statuses', () => {
    for (const amount of [-1, 19.999, '5', null, 1_000_000]) {
      const error = expectDomainError(
        () => parsePaymentPatchBody({ amount }),
        'invalid_payment',
        'amount',
      );
      assert.match(error.details.suggestedFix ?? '', /at most 2 decimals/);
    }
    const error = expectDomainError(
      () => parsePaymentPatchBody({ status: 'late' }),
      'invalid_payment',
      'status',
    );
    assert.deepEqual(error.details.allowedValues, ['paid', 'skipped']);
  });
});

describe('parsePaymentListQuery and parsePaymentId', () => {
  it('takes limit, offset, from and to, both dates inclusive', () => {
    assert.deepEqual(parsePaymentListQuery({ from: '2026-01-01', to: '2026-01-01', limit: '5' }), {
      limit: 5,
      offset: 0,
      filters: { from: '2026-01-01', to: '2026-01-01' },
    });
  });

  it('refuses bad dates, to before from, other parameters and bad pages', () => {
    expectDomainError(() => parsePaymentListQuery({ from: '2026-02-30' }), 'invalid_query', 'from');
    expectDomainError(
      () => parsePaymentListQuery({ from: '2026-02-02', to: '2026-02-01' }),
      'invalid_query',
      'to',
    );
    expectDomainError(() => parsePaymentListQuery({ status: 'paid' }), 'invalid_query', 'status');
    expectDomainError(() => parsePaymentListQuery({ limit: '0' }), 'invalid_pagination', 'limit');
  });

  it('lower-cases a UUID and refuses anything else naming paymentId', () => {
    assert.equal(
      parsePaymentId('0190F0E2-7C3B-7D6A-9A4B-2F1E0D9C8B7A'),
      '0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7a',
    );
    expectDomainError(() => parsePaymentId('12'), 'invalid_payment_id', 'paymentId');
  });
});
