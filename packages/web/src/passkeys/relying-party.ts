import { isIP } from 'node:net';
import type { Context } from 'koa';
import { publicOrigin } from '../http/public-origin.js';

/**
 * Who the passkeys of a request belong to (WebAuthn's relying party): the host name
 * people open subtrack at and its origin, which the browser writes into what it signs.
 * `usable: false` when browsers refuse passkeys there; `reason` says why, for the page:
 * a bare IP address (browsers accept only a domain name as relying party id), or a plain
 * `http://` address that is not `localhost` (passkeys need a secure context).
 */
export type RelyingParty =
  | { usable: true; rpId: string; origin: string }
  | { usable: false; reason: 'ip-address' | 'not-secure'; origin: string };

/** `localhost` and its subdomains are secure contexts even over plain HTTP. */
function isLocalhost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

/**
 * The relying party of `ctx`: the host name of `serve --public-url` when given, else of
 * the request (behind a trusted proxy, its forwarded host and scheme).
 *
 * @example relyingPartyOf(ctx, 'https://subs.example.com') // { usable: true, rpId: 'subs.example.com', origin: 'https://subs.example.com' }
 */
export function relyingPartyOf(ctx: Context, publicUrl: string | null | undefined): RelyingParty {
  const origin = publicOrigin(ctx, publicUrl);
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    // A Host header no browser sends: nothing a passkey could be made for.
    return { usable: false, reason: 'not-secure', origin };
  }
  // An IPv6 literal's host name keeps its brackets in a URL.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (isIP(host) !== 0) return { usable: false, reason: 'ip-address', origin };
  if (url.protocol !== 'https:' && !isLocalhost(host)) {
    return { usable: false, reason: 'not-secure', origin };
  }
  return { usable: true, rpId: host, origin };
}
