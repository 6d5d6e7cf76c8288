import { listInvitations } from '@subtrack/domain';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requireAccountId } from '../options/account-flag.js';

/**
 * `account invitations --account ID` -> `{"invitations": [{"invitationId", "role",
 * "invitedBy", "expiresAt"}]}`: the invitation links that still work, oldest first.
 * `invitedBy` is the member id of who made it, null for the command line. Never a token.
 */
export const accountInvitationsCommand: Command = {
  name: 'account invitations',
  summary: "List an account's pending invitations: role, who invited, when each expires",
  usage: 'account invitations --account ID [--db FILE] [--json]',
  details: [
    '  --account ID  the account whose invitations to list',
    '  An invitation ends when it is used, when it expires after 7 days, when an owner',
    '  revokes it on the Members screen, or when the member who made it is removed or is',
    '  no longer an owner.',
  ],
  options: { account: { type: 'string' } },
  async run({ values, json, target }, io) {
    const database = await openDatabasePorts(target);
    try {
      const accountId = await requireAccountId(database.ports, values);
      const invitations = (await listInvitations(database.ports, accountId)).map((i) => ({
        invitationId: i.invitationId,
        role: i.role,
        invitedBy: i.invitedBy,
        expiresAt: i.expiresAt,
      }));
      const human =
        invitations.length === 0
          ? [`Account ${accountId} has no pending invitations.`]
          : invitations.map(
              (i) =>
                `${i.invitationId}  ${i.role}  expires ${i.expiresAt}  ${
                  i.invitedBy === null
                    ? 'invited with the command line'
                    : `invited by member ${i.invitedBy}`
                }`,
            );
      printResult(io, json, { invitations }, human);
      return 0;
    } finally {
      await database.close();
    }
  },
};
