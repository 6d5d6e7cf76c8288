import { cliWriteContext, isDomainError, setOwnerPassword } from '@subtrack/domain';
import { UsageError } from '../cli/cli-errors.js';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requireAccountId } from '../options/account-flag.js';
import { readPasswordInput } from '../options/read-password-input.js';

/**
 * `account set-password --account ID`, the password on standard input. Ends every
 * web session of the account (a new password signs everyone out).
 */
export const accountSetPasswordCommand: Command = {
  name: 'account set-password',
  summary: "Set the account owner's web sign-in password (read from standard input)",
  usage: 'account set-password --account ID [--db FILE] [--json]  < password',
  details: [
    '  --account ID  the account whose owner signs in with it',
    '  The password (12 to 256 characters) is read from standard input, never from a flag:',
    '  printf \'%s\' "$PASSWORD" | subtrack account set-password --account ID',
  ],
  options: { account: { type: 'string' } },
  async run({ values, json, target }, io) {
    // The database and the account first: a bad --db or --account fails at once, before
    // anything waits on standard input.
    const database = await openDatabasePorts(target);
    try {
      const accountId = await requireAccountId(database.ports, values);
      const password = await readPasswordInput(io);
      const { requestId, actor } = cliWriteContext(accountId, database.ports.ids.newId());
      try {
        await setOwnerPassword(database.ports, {
          accountId,
          password,
          actor,
          requestId,
          keepSessionIdHash: null,
        });
      } catch (error) {
        if (isDomainError(error) && error.code === 'invalid_owner_login') {
          throw new UsageError(`the password on standard input: ${error.message}`);
        }
        throw error;
      }
      printResult(io, json, { accountId, passwordSet: true }, [
        `Password set for account ${accountId}. Every web session of it was signed out.`,
      ]);
      return 0;
    } finally {
      await database.close();
    }
  },
};
