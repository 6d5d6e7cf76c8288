import { createAccount, isDomainError, setOwnerEmail } from '@subtrack/domain';
import { UsageError } from '../cli/cli-errors.js';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { optionalFlag, requiredFlag } from '../options/required-flag.js';

/** D1, D28: `account create --name NAME [--email EMAIL]` -> `{"accountId": "<uuid>"}`. */
export const accountCreateCommand: Command = {
  name: 'account create',
  summary: 'Create an account (the owner of subscriptions, keys and settings)',
  usage: 'account create --name NAME [--email EMAIL] [--db FILE] [--json]',
  details: [
    '  --name NAME    a label for the account, e.g. --name "Home"',
    "  --email EMAIL  the owner's web sign-in email (unique, any case)",
  ],
  options: { name: { type: 'string' }, email: { type: 'string' } },
  run({ values, json, dbPath }, io) {
    const name = requiredFlag(values, 'name', '"Home"');
    const email = optionalFlag(values, 'email');
    const database = openDatabasePorts(dbPath);
    try {
      const { ports } = database;
      // One transaction: a refused email leaves no account behind.
      const account = ports.unitOfWork.transaction(() => {
        const created = createAccount(ports, { name });
        if (email !== undefined) withEmailFlag(() => setOwnerEmail(ports, created.id, email));
        return created;
      });
      printResult(io, json, { accountId: account.id }, [
        `Created account "${account.name}": ${account.id}`,
        `Next: subtrack key create --account ${account.id} --scope write`,
      ]);
      return 0;
    } finally {
      database.close();
    }
  },
};

/** A refused email is a usage error naming `--email` (exit 2). */
function withEmailFlag(work: () => void): void {
  try {
    work();
  } catch (error) {
    if (isDomainError(error) && error.code === 'invalid_owner_login') {
      throw new UsageError(`--email: ${error.message}`);
    }
    throw error;
  }
}
