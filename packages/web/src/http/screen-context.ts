import { isDomainError } from '@subtrack/domain';
import type { Context } from 'koa';
import { type Formatters, formattersFor } from '../format/formatters.js';
import { pageLanguage } from './page-language.js';

/** Dates, numbers and money as the page's language writes them. */
export async function formattersOf(ctx: Context): Promise<Formatters> {
  return formattersFor(pageLanguage(ctx));
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
