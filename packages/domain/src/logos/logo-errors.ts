import { DomainError } from '../shared/domain-error.js';
import { MAX_LOGO_UPLOAD_BYTES } from './logo.js';

const WHAT_TO_SEND =
  'Send the image file itself: a PNG, JPEG, WebP, GIF or SVG of at most 1 MiB and 40 megapixels.';

/**
 * An image that cannot become a logo, with the reason in words (`invalid_logo`): not an
 * image of an accepted kind, a URL instead of an image, a damaged or truncated file, or one
 * declaring more than 40 megapixels.
 *
 * @example
 * invalidLogo('the file ends before its image does (truncated)');
 */
export function invalidLogo(reason: string): DomainError {
  return new DomainError('invalid_logo', `The image cannot be used as a logo: ${reason}.`, {
    suggestedFix: WHAT_TO_SEND,
  });
}

/** An upload larger than {@link MAX_LOGO_UPLOAD_BYTES} (`payload_too_large`). */
export function logoTooLarge(): DomainError {
  return new DomainError(
    'payload_too_large',
    `A logo may be at most ${MAX_LOGO_UPLOAD_BYTES} bytes (1 MiB).`,
    { suggestedFix: `Send a smaller image. ${WHAT_TO_SEND}` },
  );
}

/** A subscription of the account that has no uploaded logo (`logo_not_found`). */
export function logoNotFound(id: string): DomainError {
  return new DomainError('logo_not_found', `Subscription ${id} has no logo.`, {
    suggestedFix: 'Upload one with PUT /api/v1/subscriptions/{id}/logo, the image as the body.',
  });
}
