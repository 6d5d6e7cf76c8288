import { listMembers } from '@subtrack/domain';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requireAccountId } from '../options/account-flag.js';

/**
 * `account members --account ID` -> `{"members": [{"memberId", "email", "role",
 * "createdAt"}]}`, oldest first (the first owner leads). Never a password hash.
 */
export const accountMembersCommand: Command = {
  name: 'account members',
  summary: "List an account's members with their roles",
  usage: 'account members --account ID [--db FILE] [--json]',
  details: ['  --account ID  the account whose members to list'],
  options: { account: { type: 'string' } },
  async run({ values, json, target }, io) {
    const database = await openDatabasePorts(target);
    try {
      const accountId = await requireAccountId(database.ports, values);
      const members = await listMembers(database.ports, accountId);
      const human = members.map(
        (m) =>
          `${m.memberId}  ${m.role.padEnd(6)}  joined ${m.createdAt}  ${m.email ?? '(no email yet)'}`,
      );
      printResult(io, json, { members }, human);
      return 0;
    } finally {
      await database.close();
    }
  },
};
