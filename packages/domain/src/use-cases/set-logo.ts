import type { WriteContext } from '../audit/write-context.js';
import { MAX_LOGO_UPLOAD_BYTES } from '../logos/logo.js';
import { logoTooLarge } from '../logos/logo-errors.js';
import { writeLogo } from '../logos/write-logo.js';
import type { LogoEncoder } from '../ports/logo-encoder.js';
import type { Subscription } from '../subscriptions/subscription.js';
import { getSubscription } from './get-subscription.js';
import type { RollForwardPorts } from './roll-forward-account.js';

/**
 * Stores an owner's image as the subscription's logo, replacing the one it had, and answers
 * the record (now with `hasLogo: true`, a new `updatedAt` and version). The image is at most
 * 1 MiB (else `payload_too_large`) and is re-encoded by `encoder` before the transaction
 * (`invalid_logo` with the reason when it is no usable image); the original is never kept.
 * An unknown or another account's id is `subscription_not_found`, said before the image is
 * decoded. Recorded as `subscription.logo_set` with the logo's ETag before and after.
 *
 * @example
 * const record = await setLogo(ports, encoder, ctx, id, await readFile('netflix.svg'));
 * record.hasLogo; // true
 */
export async function setLogo(
  ports: RollForwardPorts,
  encoder: LogoEncoder,
  ctx: WriteContext,
  id: string,
  image: Uint8Array,
): Promise<Subscription> {
  if (image.length > MAX_LOGO_UPLOAD_BYTES) throw logoTooLarge();
  // The record exists (and its dates are current) before any work is spent on the image.
  await getSubscription(ports, ctx.accountId, id);
  const logo = await encoder.encode(image);
  return writeLogo(ports, ctx, id, logo);
}
