import { parseApiKeyText, revokeApiKey } from '@subtrack/domain';
import { UsageError } from '../cli/cli-errors.js';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requiredFlag } from '../options/required-flag.js';

/** `key revoke --key-id ID` -> `{"keyId": "<id>", "revoked": true}`. */
export const keyRevokeCommand: Command = {
  name: 'key revoke',
  summary: 'Revoke an API key; it gets 401 invalid_api_key from the next request on',
  usage: 'key revoke --key-id ID [--db FILE] [--json]',
  details: [
    "  --key-id ID   the key's id (see 'subtrack key list --account ID'), or the whole key",
    '                (stk_...): its id is revoked, and the key is never printed',
  ],
  options: { 'key-id': { type: 'string' } },
  async run({ values, json, target }, io) {
    const keyId = keyIdOf(requiredFlag(values, 'key-id', 'ID (the keyId printed by key create)'));
    const database = await openDatabasePorts(target);
    try {
      if ((await database.ports.apiKeys.findById(keyId)) === null) {
        throw new UsageError(
          `--key-id: no key with id ${keyId}; list the keys with 'subtrack key list --account ID'`,
        );
      }
      const apiKey = await revokeApiKey(
        database.ports,
        { actor: { type: 'cli', id: null }, requestId: database.ports.ids.newId() },
        keyId,
      );
      printResult(io, json, { keyId: apiKey.id, revoked: true }, [
        `Revoked key ${apiKey.id} (at ${apiKey.revokedAt}).`,
      ]);
      return 0;
    } finally {
      await database.close();
    }
  },
};

const KEY_ID = /^[0-9a-f]{16}$/;

/**
 * The key id in `--key-id`: an id, or the id inside a whole key (`stk_<id>_<secret>`).
 * Anything else is refused without being echoed: it may be a secret typed in the wrong place.
 */
function keyIdOf(given: string): string {
  const key = parseApiKeyText(given);
  if (key) return key.keyId;
  if (KEY_ID.test(given)) return given;
  throw new UsageError(
    "--key-id must be a key id (16 hex characters, see 'subtrack key list --account ID') " +
      'or a whole key (stk_, the id, _, 64 hex characters); the value given is neither',
  );
}
