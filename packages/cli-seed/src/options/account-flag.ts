import type { Ports } from '@subtrack/domain';
import { UsageError } from '../cli/cli-errors.js';
import type { FlagValues } from '../cli/command.js';
import { requiredFlag } from './required-flag.js';

/**
 * The required `--account ID`, checked against the database so an unknown id exits 2 with
 * the flag named, before any use case runs.
 */
export async function requireAccountId(ports: Ports, values: FlagValues): Promise<string> {
  const accountId = requiredFlag(values, 'account', 'ID (the accountId printed by account create)');
  if ((await ports.accounts.findById(accountId)) === null) {
    throw new UsageError(
      `--account: no account with id ${accountId}; create one with 'subtrack account create --name NAME'`,
    );
  }
  return accountId;
}
