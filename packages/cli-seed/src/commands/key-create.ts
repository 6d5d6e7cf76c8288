import { API_KEY_SCOPES, cliWriteContext, createApiKey } from '@subtrack/domain';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requireAccountId } from '../options/account-flag.js';
import { requiredFlag } from '../options/required-flag.js';
import { parseChoice } from '../options/value-parsers.js';

/**
 * `key create --account ID --scope read|write [--label TEXT]` ->
 * `{"keyId", "key", "scope"}`, plus `"label"` when one is given.
 */
export const keyCreateCommand: Command = {
  name: 'key create',
  summary: 'Create an API key; the key is shown only this once',
  usage: 'key create --account ID --scope read|write [--label TEXT] [--db FILE] [--json]',
  details: [
    '  --account ID         the account the key acts for',
    '  --scope read|write   read: list, get, analytics, settings, audit; write: also changes',
    '  --label TEXT         what the key is for, e.g. "Home Assistant" (1 to 100 characters)',
  ],
  options: { account: { type: 'string' }, scope: { type: 'string' }, label: { type: 'string' } },
  async run({ values, json, target }, io) {
    const scope = parseChoice(requiredFlag(values, 'scope', 'read'), '--scope', API_KEY_SCOPES);
    const database = await openDatabasePorts(target);
    try {
      const accountId = await requireAccountId(database.ports, values);
      const label = values['label'] as string | undefined;
      const { apiKey, key } = await createApiKey(
        database.ports,
        cliWriteContext(accountId, database.ports.ids.newId()),
        { scope, label },
      );
      const result = { keyId: apiKey.id, key, scope: apiKey.scope };
      // D2: the secret is printed this once and stored only as a hash.
      const labelled = apiKey.label === null ? '' : ` "${apiKey.label}"`;
      printResult(io, json, apiKey.label === null ? result : { ...result, label: apiKey.label }, [
        `Created ${apiKey.scope} key ${apiKey.id}${labelled} for account ${accountId}.`,
        `Key (shown only now, store it safely): ${key}`,
      ]);
      return 0;
    } finally {
      await database.close();
    }
  },
};
