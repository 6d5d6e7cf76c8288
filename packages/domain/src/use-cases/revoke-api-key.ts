import type { WriteAuthor, WriteContext } from '../audit/write-context.js';
import type { ApiKey } from '../keys/api-key.js';
import { revokeStoredKey } from '../keys/revoke-stored-key.js';
import type { Ports } from '../ports/ports.js';
import { DomainError } from '../shared/domain-error.js';

/**
 * Revokes a key from the next request on; revoking again keeps the first time and
 * writes nothing. The first revocation is recorded as `api_key.revoked` in the key's
 * account. Given a full {@link WriteContext} (the web app's), only a key of that account
 * is found: another account's key is `not_found` like an unknown one.
 */
export async function revokeApiKey(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  author: WriteAuthor | WriteContext,
  keyId: string,
): Promise<ApiKey> {
  return ports.unitOfWork.transaction(async (tx) => {
    const found = await tx.apiKeys.findById(keyId);
    const foreign = 'accountId' in author && found?.accountId !== author.accountId;
    if (!found || foreign) {
      throw new DomainError('not_found', `No API key ${keyId} exists.`, {
        field: 'keyId',
        suggestedFix: 'Use an id that `subtrack key list --account <id>` shows.',
      });
    }
    if (found.revokedAt !== null) return found;
    const now = ports.clock.now().toISOString();
    await revokeStoredKey(ports, tx, { ...author, accountId: found.accountId }, found.id, now);
    return { ...found, revokedAt: now };
  });
}
