import { revokeApiKey } from '@subtrack/domain';
import { UsageError } from '../cli/cli-errors.js';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requiredFlag } from '../options/required-flag.js';

/** D1: `key revoke --key-id ID` -> `{"keyId": "<id>", "revoked": true}`. */
export const keyRevokeCommand: Command = {
  name: 'key revoke',
  summary: 'Revoke an API key; it gets 401 invalid_api_key from the next request on (D2)',
  usage: 'key revoke --key-id ID [--db FILE] [--json]',
  details: ["  --key-id ID   the key's public id (see 'subtrack key list --account ID')"],
  options: { 'key-id': { type: 'string' } },
  run({ values, json, dbPath }, io) {
    const keyId = requiredFlag(values, 'key-id', 'ID (the keyId printed by key create)');
    const database = openDatabasePorts(dbPath);
    try {
      if (database.ports.apiKeys.findById(keyId) === null) {
        throw new UsageError(
          `--key-id: no key with id ${keyId}; list the keys with 'subtrack key list --account ID'`,
        );
      }
      const apiKey = revokeApiKey(
        database.ports,
        { actor: { type: 'cli', id: null }, requestId: database.ports.ids.newId() },
        keyId,
      );
      printResult(io, json, { keyId: apiKey.id, revoked: true }, [
        `Revoked key ${apiKey.id} (at ${apiKey.revokedAt}).`,
      ]);
      return 0;
    } finally {
      database.close();
    }
  },
};
