import assert from 'node:assert/strict';
import { DomainError, type ErrorCode } from '../shared/domain-error.js';

function checked(error: unknown, code: ErrorCode, field: string | undefined): DomainError {
  assert.ok(error instanceof DomainError, 'expected a DomainError');
  assert.equal(error.code, code);
  assert.equal(error.details.field, field);
  return error;
}

/**
 * Runs `action`, asserts it throws a `DomainError` with `code` (and `field`, which must be
 * absent when not given), and returns the error for further checks. When `action` answers
 * a promise (a use case, D43), the answer is a promise too, and the promise must reject.
 *
 * @example
 * expectDomainError(() => parseSubscriptionPatchBody({}), 'empty_patch');
 * await expectDomainError(() => getSubscription(ports, accountId, id), 'subscription_not_found');
 */
export function expectDomainError(
  action: () => PromiseLike<unknown>,
  code: ErrorCode,
  field?: string,
): Promise<DomainError>;
export function expectDomainError(
  action: () => unknown,
  code: ErrorCode,
  field?: string,
): DomainError;
export function expectDomainError(
  action: () => unknown,
  code: ErrorCode,
  field?: string,
): DomainError | Promise<DomainError> {
  let result: unknown;
  try {
    result = action();
  } catch (error) {
    return checked(error, code, field);
  }
  if (typeof (result as PromiseLike<unknown> | null)?.then === 'function') {
    return Promise.resolve(result).then(
      () => assert.fail('expected a DomainError to be thrown'),
      (error: unknown) => checked(error, code, field),
    );
  }
  return assert.fail('expected a DomainError to be thrown');
}
