import type { NotificationSettings } from '../notifications/notification-settings.js';
import { DomainError } from '../shared/domain-error.js';
import type { Subscription } from '../subscriptions/subscription.js';

/**
 * The strong ETag of a subscription: its id and the version counter every stored
 * change increments (an `updatedAt` can repeat within one millisecond; the counter cannot).
 */
export function subscriptionEtag(subscription: Subscription): string {
  return `"${subscription.id}.${subscription.version}"`;
}

/**
 * The strong ETag of an account's notification settings. `pushConfigured` changes
 * when a channel is added, enabled or removed without a settings write, so it is part
 * of the tag beside the version counter.
 */
export function notificationSettingsEtag(settings: NotificationSettings): string {
  return `"${settings.accountId}.${settings.version}.${settings.pushConfigured ? 1 : 0}"`;
}

function listedTags(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/**
 * RFC 9110 `If-Match` (strong comparison) against an existing resource's ETag: `*` or one
 * listed tag equal to it. A weak tag (`W/"..."`) never matches.
 */
export function ifMatchHolds(header: string, currentEtag: string): boolean {
  return listedTags(header).some((tag) => tag === '*' || tag === currentEtag);
}

/** RFC 9110 `If-None-Match` (weak comparison): true when the client's copy is current. */
export function ifNoneMatchHits(header: string, currentEtag: string): boolean {
  return listedTags(header).some(
    (tag) => tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === currentEtag,
  );
}

/** A 412 carries the resource's current ETag, so the client can read and retry. */
export class PreconditionFailedError extends DomainError {
  readonly currentEtag: string;

  constructor(currentEtag: string) {
    super('precondition_failed', 'The resource changed since the version named in If-Match.', {
      suggestedFix:
        'Read the resource again, apply your change to it, and send its new ETag in If-Match.',
    });
    this.currentEtag = currentEtag;
  }
}
