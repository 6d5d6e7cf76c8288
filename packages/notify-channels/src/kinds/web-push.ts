import { type ReminderMessage, type WebPushConfig, webPushPayload } from '@subtrack/domain';
import webpush from 'web-push';
import type { ReceiverRequest } from '../http/post.js';

/** What signs a push request (RFC 8292): the operator's contact and the server's key pair. */
export interface VapidDetails {
  /** `mailto:` address or `https:` URL push services may contact the operator at. */
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * How long a push service keeps a message for a device that is offline: a reminder a day
 * late still helps, one a week late does not.
 */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * A Web Push request: the notification (`webPushPayload`: title, body, the page it opens) as
 * JSON, encrypted for the browser's keys (RFC 8291, `aes128gcm`), signed with VAPID (RFC 8292:
 * `Authorization: vapid t=<JWT, ES256, aud the push service's origin, sub the subject, exp
 * 12 hours ahead>, k=<public key>`), with `TTL`, `Urgency` (high when due today) and a `Topic`
 * (so a push service replaces an undelivered earlier attempt at the same message). Encryption
 * and signing are the `web-push` package's (its two building blocks, not its request builder,
 * which parses the endpoint with Node's deprecated `url.parse`); sending is the caller's, under
 * the rules of every outbound request.
 */
export function webPushRequest(
  config: WebPushConfig,
  message: ReminderMessage,
  vapid: VapidDetails,
): ReceiverRequest {
  const dueToday = message.items.some((item) => item.daysUntil === 0);
  const encrypted = webpush.encrypt(
    config.p256dh,
    config.auth,
    JSON.stringify(webPushPayload(message)),
    'aes128gcm',
  );
  const { Authorization } = webpush.getVapidHeaders(
    new URL(config.endpoint).origin,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
  );
  return {
    url: config.endpoint,
    headers: {
      authorization: Authorization,
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(PUSH_TTL_SECONDS),
      urgency: dueToday ? 'high' : 'normal',
      topic: message.id,
    },
    body: encrypted.cipherText,
  };
}
