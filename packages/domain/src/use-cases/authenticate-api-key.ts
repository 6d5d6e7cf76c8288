import type { Principal } from '../keys/api-key.js';
import { authenticationRequired, invalidApiKey } from '../keys/api-key-errors.js';
import { apiKeyTextMatches, parseApiKeyText } from '../keys/api-key-text.js';
import { bearerTokenOf } from '../keys/bearer-token.js';
import type { Ports } from '../ports/ports.js';

/**
 * Turns an `Authorization` header into the calling principal. A missing header or one
 * that is not `Bearer <token>` gives `authentication_required`; a token that is malformed,
 * unknown, does not match its stored hash (compared in constant time) or is revoked gives
 * `invalid_api_key`. The key is looked up by its public id, so the lookup never depends on
 * the secret.
 */
export async function authenticateApiKey(
  ports: Pick<Ports, 'apiKeys'>,
  authorizationHeader: string | undefined,
): Promise<Principal> {
  const text = bearerTokenOf(authorizationHeader);
  if (text === null) throw authenticationRequired();
  const parsed = parseApiKeyText(text);
  if (!parsed) throw invalidApiKey();
  const key = await ports.apiKeys.findById(parsed.keyId);
  if (!key || !apiKeyTextMatches(text, key.hash) || key.revokedAt !== null) throw invalidApiKey();
  return { accountId: key.accountId, apiKeyId: key.id, scope: key.scope };
}
