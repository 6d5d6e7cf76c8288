import type { Principal } from '../keys/api-key.js';
import { apiKeyTextMatches, parseApiKeyText } from '../keys/api-key-text.js';
import type { Ports } from '../ports/ports.js';
import { DomainError } from '../shared/domain-error.js';

// RFC 9110: the auth scheme is case-insensitive; one or more spaces before the token.
const BEARER = /^bearer +(\S+) *$/i;

const invalidKey = () =>
  new DomainError('invalid_api_key', 'The API key is invalid or has been revoked.', {
    suggestedFix:
      'Send a current key as `Authorization: Bearer stk_...`; revoked keys never work again.',
  });

/**
 * Turns an `Authorization` header into the calling principal (D2). A missing header or one
 * that is not `Bearer <token>` gives `authentication_required`; a token that is malformed,
 * unknown, does not match its stored hash (compared in constant time) or is revoked gives
 * `invalid_api_key`. The key is looked up by its public id, so the lookup never depends on
 * the secret.
 */
export async function authenticateApiKey(
  ports: Ports,
  authorizationHeader: string | undefined,
): Promise<Principal> {
  const match = BEARER.exec(authorizationHeader ?? '');
  if (!match) {
    throw new DomainError('authentication_required', 'A bearer API key is required.', {
      suggestedFix: 'Send the header `Authorization: Bearer <your API key>`.',
    });
  }
  const text = match[1]!;
  const parsed = parseApiKeyText(text);
  if (!parsed) throw invalidKey();
  const key = await ports.apiKeys.findById(parsed.keyId);
  if (!key || !apiKeyTextMatches(text, key.hash) || key.revokedAt !== null) throw invalidKey();
  return { accountId: key.accountId, apiKeyId: key.id, scope: key.scope };
}
