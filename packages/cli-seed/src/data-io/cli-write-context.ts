import { randomUUID } from 'node:crypto';
import { cliWriteContext, type WriteContext } from '@subtrack/domain';

/** A command-line write, audited with the command line as actor under a fresh request id. */
export function cliWriteContextFor(accountId: string): WriteContext {
  return cliWriteContext(accountId, `cli-${randomUUID()}`);
}
