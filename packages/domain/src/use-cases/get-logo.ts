import type { StoredLogo } from '../logos/logo.js';
import { logoNotFound } from '../logos/logo-errors.js';
import type { Ports } from '../ports/ports.js';
import { subscriptionNotFound } from '../subscriptions/subscription-not-found.js';

/**
 * The subscription's uploaded logo: its content type (`image/png` or `image/webp`), bytes,
 * ETag (made from the bytes, for caching) and when it was stored. A record without one is
 * `logo_not_found`; an unknown or another account's id `subscription_not_found`.
 *
 * @example
 * const { contentType, bytes, etag } = await getLogo(ports, accountId, id);
 */
export async function getLogo(
  ports: Pick<Ports, 'subscriptions' | 'logos'>,
  accountId: string,
  id: string,
): Promise<StoredLogo> {
  const logo = await ports.logos.get(accountId, id);
  if (logo !== null) return logo;
  if ((await ports.subscriptions.findById(accountId, id)) === null) throw subscriptionNotFound(id);
  throw logoNotFound(id);
}
