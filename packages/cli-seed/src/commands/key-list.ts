import { listApiKeys } from '@subtrack/domain';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requireAccountId } from '../options/account-flag.js';

/**
 * `key list --account ID` -> `{"keys": [{keyId, scope, createdAt, revokedAt, label,
 * lastUsedAt, createdBy}]}`, oldest first. Never a secret or a hash. `lastUsedAt` is at
 * most a minute stale. `createdBy` is the member id of who made the key in the web
 * application, null for a key made with the command line or before keys recorded it.
 */
export const keyListCommand: Command = {
  name: 'key list',
  summary: "List an account's API keys with labels, scopes, times and makers (never secrets)",
  usage: 'key list --account ID [--db FILE] [--json]',
  details: ['  --account ID   the account whose keys to list'],
  options: { account: { type: 'string' } },
  async run({ values, json, target }, io) {
    const database = await openDatabasePorts(target);
    try {
      const accountId = await requireAccountId(database.ports, values);
      const keys = (await listApiKeys(database.ports, accountId)).map((key) => ({
        keyId: key.id,
        scope: key.scope,
        createdAt: key.createdAt,
        revokedAt: key.revokedAt,
        label: key.label,
        lastUsedAt: key.lastUsedAt,
        createdBy: key.createdBy,
      }));
      const human =
        keys.length === 0
          ? [`Account ${accountId} has no keys.`]
          : keys.map(
              (k) =>
                `${k.keyId}  ${k.scope.padEnd(5)}  created ${k.createdAt}  ${
                  k.revokedAt ? `revoked ${k.revokedAt}` : 'active'
                }  last used ${k.lastUsedAt ?? 'never'}${
                  k.createdBy === null ? '' : `  made by member ${k.createdBy}`
                }${k.label === null ? '' : `  ${k.label}`}`,
            );
      printResult(io, json, { keys }, human);
      return 0;
    } finally {
      await database.close();
    }
  },
};
