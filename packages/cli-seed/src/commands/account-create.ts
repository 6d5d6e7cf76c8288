import { createAccount, isDomainError, portsInTransaction, setOwnerEmail } from '@subtrack/domain';
import { UsageError } from '../cli/cli-errors.js';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { optionalFlag, requiredFlag } from '../options/required-flag.js';

/** `account create --name NAME [--email EMAIL]` -> `{"accountId": "<uuid>"}`. */
export const accountCreateCommand: Command = {
  name: 'account create',
  summary: 'Create an account (the owner of subscriptions, keys and settings)',
  usage: 'account create --name NAME [--email EMAIL] [--db FILE] [--json]',
  details: [
    '  --name NAME    a label for the account, e.g. --name "Home"',
    "  --email EMAIL  the owner's web sign-in email (unique, any case)",
  ],
  options: { name: { type: 'string' }, email: { type: 'string' } },
  async run({ values, json, target }, io) {
    const name = requiredFlag(values, 'name', '"Home"');
    const email = optionalFlag(values, 'email');
    const database = await openDatabasePorts(target);
    try {
      const { ports } = database;
      // One transaction: a refused email leaves no account behind (D43: both use cases
      // join it through the transaction's ports).
      const account = await ports.unitOfWork.transaction(async (tx) => {
        const inTx = portsInTransaction(ports, tx);
        const created = await createAccount(inTx, { name });
        if (email !== undefined) {
          await withEmailFlag(() => setOwnerEmail(inTx, created.id, email));
        }
        return created;
      });
      printResult(io, json, { accountId: account.id }, [
        `Created account "${account.name}": ${account.id}`,
        `Next: subtrack key create --account ${account.id} --scope write`,
      ]);
      return 0;
    } finally {
      await database.close();
    }
  },
};

/** A refused email is a usage error naming `--email` (exit 2). */
async function withEmailFlag(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (isDomainError(error) && error.code === 'invalid_owner_login') {
      throw new UsageError(`--email: ${error.message}`);
    }
    throw error;
  }
}
