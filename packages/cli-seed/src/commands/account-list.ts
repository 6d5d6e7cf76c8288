import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';

/** `account list` -> `{"accounts": [{"accountId", "name", "createdAt"}]}`, oldest first. */
export const accountListCommand: Command = {
  name: 'account list',
  summary: 'List the accounts (ids, names, creation times)',
  usage: 'account list [--db FILE] [--json]',
  options: {},
  async run({ json, target }, io) {
    const database = await openDatabasePorts(target);
    try {
      const accounts = (await database.ports.accounts.list()).map((account) => ({
        accountId: account.id,
        name: account.name,
        createdAt: account.createdAt,
      }));
      const human =
        accounts.length === 0
          ? ["No accounts yet: create one with 'subtrack account create --name NAME'."]
          : accounts.map((a) => `${a.accountId}  ${a.name}  created ${a.createdAt}`);
      printResult(io, json, { accounts }, human);
      return 0;
    } finally {
      await database.close();
    }
  },
};
