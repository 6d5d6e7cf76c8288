import { cliWriteContext, inviteMember, isDomainError } from '@subtrack/domain';
import { UsageError } from '../cli/cli-errors.js';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requireAccountId } from '../options/account-flag.js';
import { publicLinkOf } from '../options/public-url.js';
import { optionalFlag, requiredFlag } from '../options/required-flag.js';

/**
 * `account invite --account ID --role R [--email E]` -> `{"inviteUrl": ...}`: a
 * one-time link, valid 7 days, that lets one person join the account with the role.
 */
export const accountInviteCommand: Command = {
  name: 'account invite',
  summary: 'Print a one-time link that lets one person join the account (valid 7 days)',
  usage:
    'account invite --account ID --role owner|editor|viewer [--email EMAIL] [--db FILE] [--json]',
  details: [
    '  --account ID   the account to join',
    '  --role ROLE    owner (everything), editor (subscriptions, payments, notifications,',
    '                 export) or viewer (sees everything, changes only their own password)',
    '  --email EMAIL  suggested to the invitee, who may choose another',
    '  The link is absolute under SUBTRACK_PUBLIC_URL when it is set, else a path to open',
    '  on the server address, e.g. http://127.0.0.1:8080/invite/...',
  ],
  options: { account: { type: 'string' }, role: { type: 'string' }, email: { type: 'string' } },
  async run({ values, json, target }, io) {
    const role = requiredFlag(values, 'role', 'editor (owner, editor or viewer)');
    const email = optionalFlag(values, 'email');
    const database = await openDatabasePorts(target);
    try {
      const accountId = await requireAccountId(database.ports, values);
      const ctx = cliWriteContext(accountId, `cli-${database.ports.ids.newId()}`);
      const made = await withFlagNames(() =>
        inviteMember(database.ports, ctx, { role, email: email ?? null }),
      );
      const inviteUrl = publicLinkOf(io, made.path);
      printResult(io, json, { inviteUrl }, [
        `Invitation link (role ${role}; works once, until ${made.expiresAt}):`,
        inviteUrl,
      ]);
      return 0;
    } finally {
      await database.close();
    }
  },
};

/** A refused role or email is a usage error naming its flag (exit 2). */
async function withFlagNames<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDomainError(error) && error.details.field === 'role') {
      throw new UsageError(`--role: ${error.message}`);
    }
    if (isDomainError(error) && error.details.field === 'email') {
      throw new UsageError(`--email: ${error.message}`);
    }
    throw error;
  }
}
