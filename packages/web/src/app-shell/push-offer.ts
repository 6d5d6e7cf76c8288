import type { Context } from 'koa';
import { relyingPartyOf } from '../passkeys/relying-party.js';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether browsers let a page of this request's address use a service worker and push: only
 * in a secure context, `https://` or this computer's own loopback address (`localhost`,
 * `127.0.0.1`), the same rule as passkeys' but for the bare loopback IP address, which push
 * accepts.
 */
export function pushAvailableAt(ctx: Context, publicUrl: string | null | undefined): boolean {
  const url = new URL(relyingPartyOf(ctx, publicUrl).origin);
  return url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname);
}
