import type { ApiKey, ApiKeyScope } from '../keys/api-key.js';
import { parseApiKeyLabel } from '../keys/api-key-label.js';
import { generateApiKeyText, hashApiKeyText } from '../keys/api-key-text.js';
import type { Ports } from '../ports/ports.js';
import { accountNotFound } from './account-not-found.js';

/**
 * D2: issues a key for an account. The returned `key` text is the only time the secret
 * exists outside the caller; only its SHA-256 hash is stored. An optional `label` (D27) is
 * checked by {@link parseApiKeyLabel} before anything is written.
 *
 * @example
 * const { apiKey, key } = createApiKey(ports, { accountId, scope: 'read' });
 * // key: 'stk_<apiKey.id>_<64 hex>'
 */
export function createApiKey(
  ports: Ports,
  input: { accountId: string; scope: ApiKeyScope; label?: string | null },
): { apiKey: ApiKey; key: string } {
  const label = parseApiKeyLabel(input.label);
  return ports.unitOfWork.transaction(() => {
    if (!ports.accounts.findById(input.accountId)) throw accountNotFound(input.accountId);
    const { keyId, text } = generateApiKeyText(ports.random);
    const apiKey: ApiKey = {
      id: keyId,
      accountId: input.accountId,
      scope: input.scope,
      hash: hashApiKeyText(text),
      createdAt: ports.clock.now().toISOString(),
      revokedAt: null,
      label,
      lastUsedAt: null,
    };
    ports.apiKeys.insert(apiKey);
    return { apiKey, key: text };
  });
}
