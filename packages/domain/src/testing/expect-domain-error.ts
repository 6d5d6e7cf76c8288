import assert from 'node:assert/strict';
import { DomainError, type DomainErrorCode } from '../shared/domain-error.js';

function checked(error: unknown, code: DomainErrorCode, field: string | undefined): DomainError {
  assert.ok(error instanceof DomainError, `expected a DomainError, got ${String(error)}`);
  assert.equal(error.code, code);
  assert.equal(error.details.field, field);
  return error;
}

/**
 * Runs `action`, asserts it throws a `DomainError` with `code` (and `field`, which must be
 * absent when not given), and returns the error for further checks. For an action that
 * answers a promise (a use case), use {@link expectDomainRejection}.
 *
 * @example
 * expectDomainError(() => parseSubscriptionPatchBody({}), 'empty_patch');
 */
export function expectDomainError(
  action: () => unknown,
  code: DomainErrorCode,
  field?: string,
): DomainError {
  let result: unknown;
  try {
    result = action();
  } catch (error) {
    return checked(error, code, field);
  }
  if (typeof (result as PromiseLike<unknown> | null)?.then === 'function') {
    assert.fail('the action answered a promise: use expectDomainRejection');
  }
  return assert.fail('expected a DomainError to be thrown');
}

/**
 * Like {@link expectDomainError} for an action that answers a promise (a use case):
 * the promise must reject with a `DomainError` with `code` (and `field`).
 *
 * @example
 * await expectDomainRejection(() => getSubscription(ports, accountId, id), 'subscription_not_found');
 * await expectDomainRejection(() => parser.parse(file, options), 'invalid_import', 'file');
 */
export async function expectDomainRejection(
  action: () => PromiseLike<unknown>,
  code: DomainErrorCode,
  field?: string,
): Promise<DomainError> {
  try {
    await action();
  } catch (error) {
    return checked(error, code, field);
  }
  return assert.fail('expected a DomainError to be thrown');
}
