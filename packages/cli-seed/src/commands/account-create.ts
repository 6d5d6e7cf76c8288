import { createAccount } from '@subtrack/domain';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requiredFlag } from '../options/required-flag.js';

/** D1: `account create --name NAME` -> `{"accountId": "<uuid>"}`. */
export const accountCreateCommand: Command = {
  name: 'account create',
  summary: 'Create an account (the owner of subscriptions, keys and settings)',
  usage: 'account create --name NAME [--db FILE] [--json]',
  details: ['  --name NAME  a label for the account, e.g. --name "Home"'],
  options: { name: { type: 'string' } },
  run({ values, json, dbPath }, io) {
    const name = requiredFlag(values, 'name', '"Home"');
    const database = openDatabasePorts(dbPath);
    try {
      const account = createAccount(database.ports, { name });
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
