import { type AccountLimits, DEFAULT_ACCOUNT_LIMITS } from '@subtrack/domain';
import type { FlagValues } from '../cli/command.js';
import { settingSource } from './setting-source.js';
import { parseWholeNumber } from './value-parsers.js';

/** The flag of `serve` and `start`, and the environment variable every command reads. */
export const MAX_SUBSCRIPTIONS_FLAG = 'max-subscriptions-per-account';
export const MAX_SUBSCRIPTIONS_ENV = 'SUBTRACK_MAX_SUBSCRIPTIONS_PER_ACCOUNT';

/**
 * The account limits from `--max-subscriptions-per-account` (when the command has it),
 * else `SUBTRACK_MAX_SUBSCRIPTIONS_PER_ACCOUNT`, else 10,000; a bad value exits 2. `import`
 * reads the variable too, so the command line and the server it sits beside agree.
 */
export function resolveAccountLimits(values: FlagValues, env: NodeJS.ProcessEnv): AccountLimits {
  const { raw, label } = settingSource(values, env, MAX_SUBSCRIPTIONS_FLAG, MAX_SUBSCRIPTIONS_ENV);
  if (raw === undefined) return DEFAULT_ACCOUNT_LIMITS;
  return { maxSubscriptionsPerAccount: parseWholeNumber(raw, label, 1, 1_000_000_000) };
}
