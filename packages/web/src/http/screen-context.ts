import { isDomainError, type Ports } from '@subtrack/domain';
import type { Context } from 'koa';
import { type Formatters, formattersFor } from '../format/formatters.js';
import { ownerPreferences } from '../format/owner-preferences.js';

/**
 * The owner's formatting: the locale of the account's notification settings, `en`
 * when there are none.
 */
export async function formattersOf(ports: Ports, accountId: string): Promise<Formatters> {
  return formattersFor((await ownerPreferences(ports, accountId)).locale);
}

/**
 * Runs `read`; an unknown or malformed subscription id (`subscription_not_found`,
 * `invalid_subscription_id`) leaves the response to the web app's 404 page.
 */
export async function orNotFound<T>(ctx: Context, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (
      isDomainError(error) &&
      (error.code === 'subscription_not_found' || error.code === 'invalid_subscription_id')
    ) {
      ctx.status = 404;
      return undefined;
    }
    throw error;
  }
}

/** A local address under `/subscriptions` to go back to after an action, else the list. */
export function returnPath(raw: string): string {
  return /^\/subscriptions(?:[/?][^\s]*)?$/.test(raw) && !raw.startsWith('//')
    ? raw
    : '/subscriptions';
}
