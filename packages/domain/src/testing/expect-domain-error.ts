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

/**
 * The asynchronous {@link expectDomainError}: awaits `action`, asserts it rejects with a
 * `DomainError` with `code` (and `field`), and returns the error.
 *
 * @example
 * await expectDomainRejection(() => parser.parse(file, options), 'invalid_import', 'file');
 */
export async function expectDomainRejection(
  action: () => Promise<unknown>,
  code: ErrorCode,
  field?: string,
): Promise<DomainError> {
  try {
    await action();
  } catch (error) {
    assert.ok(error instanceof DomainError, `expected a DomainError, got ${String(error)}`);
    assert.equal(error.code, code);
    assert.equal(error.details.field, field);
    return error;
  }
  return assert.fail('expected a DomainError to be thrown');
}
