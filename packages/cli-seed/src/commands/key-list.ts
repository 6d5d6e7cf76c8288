import { listApiKeys } from '@subtrack/domain';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requireAccountId } from '../options/account-flag.js';

/**
 * `key list --account ID` -> `{"keys": [{keyId, scope, createdAt, revokedAt}]}`, oldest
 * first. D2: never a secret or a hash.
 */
export const keyListCommand: Command = {
  name: 'key list',
  summary: "List an account's API keys (ids, scopes, created and revoked times; never secrets)",
  usage: 'key list --account ID [--db FILE] [--json]',
  details: ['  --account ID   the account whose keys to list'],
  options: { account: { type: 'string' } },
  run({ values, json, dbPath }, io) {
    const database = openDatabasePorts(dbPath);
    try {
      const accountId = requireAccountId(database.ports, values);
      const keys = listApiKeys(database.ports, accountId).map((key) => ({
        keyId: key.id,
        scope: key.scope,
        createdAt: key.createdAt,
        revokedAt: key.revokedAt,
      }));
      const human =
        keys.length === 0
          ? [`Account ${accountId} has no keys.`]
          : keys.map(
              (k) =>
                `${k.keyId}  ${k.scope.padEnd(5)}  created ${k.createdAt}  ${
                  k.revokedAt ? `revoked ${k.revokedAt}` : 'active'
                }`,
            );
      printResult(io, json, { keys }, human);
      return 0;
    } finally {
      database.close();
    }
  },
};
