import { API_KEY_SCOPES, cliWriteContext, createApiKey } from '@subtrack/domain';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requireAccountId } from '../options/account-flag.js';
import { requiredFlag } from '../options/required-flag.js';
import { parseChoice } from '../options/value-parsers.js';

/** D1: `key create --account ID --scope read|write` -> `{"keyId", "key", "scope"}`. */
export const keyCreateCommand: Command = {
  name: 'key create',
  summary: 'Create an API key; the key is shown only this once',
  usage: 'key create --account ID --scope read|write [--db FILE] [--json]',
  details: [
    '  --account ID         the account the key acts for',
    '  --scope read|write   read: list, get, analytics, settings, audit; write: also changes',
  ],
  options: { account: { type: 'string' }, scope: { type: 'string' } },
  run({ values, json, dbPath }, io) {
    const scope = parseChoice(requiredFlag(values, 'scope', 'read'), '--scope', API_KEY_SCOPES);
    const database = openDatabasePorts(dbPath);
    try {
      const accountId = requireAccountId(database.ports, values);
      const { apiKey, key } = createApiKey(
        database.ports,
        cliWriteContext(accountId, database.ports.ids.newId()),
        { scope },
      );
      // D2: the secret is printed this once and stored only as a hash.
      printResult(io, json, { keyId: apiKey.id, key, scope: apiKey.scope }, [
        `Created ${apiKey.scope} key ${apiKey.id} for account ${accountId}.`,
        `Key (shown only now, store it safely): ${key}`,
      ]);
      return 0;
    } finally {
      database.close();
    }
  },
};
