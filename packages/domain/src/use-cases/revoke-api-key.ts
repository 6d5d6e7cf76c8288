import type { ApiKey } from '../keys/api-key.js';
import type { Ports } from '../ports/ports.js';
import { DomainError } from '../shared/domain-error.js';

/** D2: revokes a key from the next request on; revoking again keeps the first time. */
export function revokeApiKey(ports: Ports, keyId: string): ApiKey {
  return ports.unitOfWork.transaction(() => {
    const revoked = ports.apiKeys.revoke(keyId, ports.clock.now().toISOString());
    const key = revoked ? ports.apiKeys.findById(keyId) : null;
    if (!key) {
      throw new DomainError('not_found', `No API key ${keyId} exists.`, {
        field: 'keyId',
        suggestedFix: 'Use an id that `subtrack key list --account <id>` shows.',
      });
    }
    return key;
  });
}
