import { accountNotFound } from '../accounts/account-not-found.js';
import { actorMemberId } from '../audit/actor.js';
import { appendAuditEntry } from '../audit/audit-entry.js';
import type { WriteContext } from '../audit/write-context.js';
import type { ApiKey, ApiKeyScope } from '../keys/api-key.js';
import { parseApiKeyLabel } from '../keys/api-key-label.js';
import { generateApiKeyText, hashApiKeyText } from '../keys/api-key-text.js';
import type { Ports } from '../ports/ports.js';

/**
 * Issues a key for the context's account. The returned `key` text is the only time the
 * secret exists outside the caller; only its SHA-256 hash is stored. An optional `label`
 * is checked by {@link parseApiKeyLabel} before anything is written. Recorded as
 * `api_key.created` (scope and label, never the secret or its hash).
 *
 * @example
 * const { apiKey, key } = await createApiKey(ports, cliWriteContext(accountId, requestId), { scope: 'read' });
 * // key: 'stk_<apiKey.id>_<64 hex>'
 */
export async function createApiKey(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'random'>,
  ctx: WriteContext,
  input: { scope: ApiKeyScope; label?: string | null },
): Promise<{ apiKey: ApiKey; key: string }> {
  const label = parseApiKeyLabel(input.label);
  return ports.unitOfWork.transaction(async (tx) => {
    if (!(await tx.accounts.findById(ctx.accountId))) throw accountNotFound(ctx.accountId);
    const { keyId, text } = generateApiKeyText(ports.random);
    const now = ports.clock.now().toISOString();
    const apiKey: ApiKey = {
      id: keyId,
      accountId: ctx.accountId,
      scope: input.scope,
      hash: hashApiKeyText(text),
      createdAt: now,
      revokedAt: null,
      label,
      lastUsedAt: null,
      // D49: the member behind a web write made it; the command line is nobody's.
      createdBy: actorMemberId(ctx.actor),
    };
    await tx.apiKeys.insert(apiKey);
    await appendAuditEntry(ports, tx, ctx, now, {
      action: 'api_key.created',
      resourceType: 'api_key',
      resourceId: keyId,
      changes: {
        scope: { from: null, to: input.scope },
        ...(label === null ? {} : { label: { from: null, to: label } }),
      },
    });
    return { apiKey, key: text };
  });
}
