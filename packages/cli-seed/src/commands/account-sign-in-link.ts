import { createSignInLink } from '@subtrack/domain';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requireAccountId } from '../options/account-flag.js';
import { likelyWebAddress } from '../options/web-address.js';

/** `account sign-in-link --account ID` -> `{"signInUrl": "/sign-in/link/<token>"}`. */
export const accountSignInLinkCommand: Command = {
  name: 'account sign-in-link',
  summary: 'Print a one-time web sign-in link for the account owner (valid 15 minutes)',
  usage: 'account sign-in-link --account ID [--db FILE] [--json]',
  details: [
    '  --account ID  the account to sign in to',
    "  Open the printed path at the server's address: SUBTRACK_PUBLIC_URL when set, else",
    '  http://localhost and the port of `subtrack serve` (PORT, default 3000)',
  ],
  options: { account: { type: 'string' } },
  async run({ values, json, target }, io) {
    const database = await openDatabasePorts(target);
    try {
      const accountId = await requireAccountId(database.ports, values);
      const link = await createSignInLink(database.ports, accountId);
      printResult(io, json, { signInUrl: link.path }, [
        `Sign-in link (works once, until ${link.expiresAt}):`,
        link.path,
        `Open it at the server's address, e.g. ${likelyWebAddress(io)}${link.path}`,
      ]);
      return 0;
    } finally {
      await database.close();
    }
  },
};
