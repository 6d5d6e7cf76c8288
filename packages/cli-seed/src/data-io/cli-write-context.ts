import { randomUUID } from 'node:crypto';
import type { WriteContext } from '@subtrack/domain';

/**
 * The write context of a command-line write: audit records name the command line as the
 * actor (D30) under a fresh request id.
 */
export function cliWriteContextFor(accountId: string): WriteContext {
  return {
    principal: { accountId, apiKeyId: 'cli', scope: 'write' },
    requestId: `cli-${randomUUID()}`,
  };
}
