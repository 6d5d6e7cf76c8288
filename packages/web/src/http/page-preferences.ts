import type { Ports } from '@subtrack/domain';
import type { Context } from 'koa';
import { type OwnerPreferences, ownerPreferences } from '../format/owner-preferences.js';
import { pageLanguage } from './page-language.js';

/**
 * The owner's time zone, with dates and times written as the page's language writes them
 * (the member's language, else the browser's).
 */
export async function pagePreferences(ctx: Context, ports: Ports): Promise<OwnerPreferences> {
  const prefs = await ownerPreferences(ports, ctx.state.session.accountId);
  return { ...prefs, locale: pageLanguage(ctx) };
}
