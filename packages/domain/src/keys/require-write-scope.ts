import { DomainError } from '../shared/domain-error.js';
import type { Principal } from './api-key.js';

/**
 * Throws `insufficient_scope` unless the key may write (spec, Authentication 4). Retrying
 * with the same key is useless, so the fix names how to get a write key.
 */
export function requireWriteScope(principal: Principal): void {
  if (principal.scope === 'write') return;
  throw new DomainError(
    'insufficient_scope',
    'This operation requires an API key with the write scope.',
    {
      suggestedFix:
        'Retry with a write-scope key, e.g. one from `subtrack key create --account <id> --scope write`; this read key will keep failing.',
    },
  );
}
