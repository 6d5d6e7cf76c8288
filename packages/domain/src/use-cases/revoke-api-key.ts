import type { ApiKey } from '../keys/api-key.js';
import type { Ports } from '../ports/ports.js';
import { DomainError } from '../shared/domain-error.js';
import { appendAuditEntry } from './audit-entry.js';
import type { WriteAuthor } from './context.js';

/**
 * D2: revokes a key from the next request on; revoking again keeps the first time and
 * writes nothing. D30: the first revocation is recorded as `api_key.revoked` in the key's
 * account.
 */
export function revokeApiKey(ports: Ports, author: WriteAuthor, keyId: string): ApiKey {
  return ports.unitOfWork.transaction(() => {
    const found = ports.apiKeys.findById(keyId);
    if (!found) {
      throw new DomainError('not_found', `No API key ${keyId} exists.`, {
        field: 'keyId',
        suggestedFix: 'Use an id that `subtrack key list --account <id>` shows.',
      });
    }
    if (found.revokedAt !== null) return found;
    const now = ports.clock.now().toISOString();
    ports.apiKeys.revoke(keyId, now);
    appendAuditEntry(ports, { ...author, accountId: found.accountId }, now, {
      action: 'api_key.revoked',
      resourceType: 'api_key',
      resourceId: found.id,
      changes: { revokedAt: { from: null, to: now } },
    });
    return { ...found, revokedAt: now };
  });
}
