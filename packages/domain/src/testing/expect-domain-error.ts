import assert from 'node:assert/strict';
import { DomainError, type ErrorCode } from '../shared/domain-error.js';

/**
 * Runs `action`, asserts it throws a `DomainError` with `code` (and `field`, which must be
 * absent when not given), and returns the error for further checks.
 *
 * @example
 * expectDomainError(() => parseSubscriptionPatchBody({}), 'empty_patch');
 */
export function expectDomainError(
  action: () => unknown,
  code: ErrorCode,
  field?: string,
): DomainError {
  try {
    action();
  } catch (error) {
    assert.ok(error instanceof DomainError, 'expected a DomainError');
    assert.equal(error.code, code);
    assert.equal(error.details.field, field);
    return error;
  }
  return assert.fail('expected a DomainError to be thrown');
}
