import { ECDH } from 'node:crypto';
import { fieldError } from '../shared/validation-errors.js';

/**
 * A browser's push subscription as its `PushSubscription.toJSON()` gives it
 * (`expirationTime` and anything else it carries are ignored).
 */
export interface PushSubscriptionInput {
  endpoint?: unknown;
  keys?: { p256dh?: unknown; auth?: unknown } | null;
}

/** A checked push subscription: what sending to the browser needs. */
export interface ParsedPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const MAX_ENDPOINT = 2048;
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

const invalid = (field: string, message: string, suggestedFix: string) =>
  fieldError('invalid_notification_settings', message, { field, suggestedFix });

const BROWSER_FIX =
  'Turn "Reminders on this device" off and on again, so the browser subscribes anew.';

function endpointOf(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_ENDPOINT)
    throw invalid('endpoint', 'The push subscription has no endpoint URL', BROWSER_FIX);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('endpoint', 'The push endpoint is not a URL', BROWSER_FIX);
  }
  // Push services answer over https; plain http only reaches one on this very machine
  // (a test's stand-in), as for an identity provider's address.
  const allowed =
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname));
  if (!allowed || url.username !== '' || url.password !== '')
    throw invalid(
      'endpoint',
      'The push endpoint must be an https URL of a push service',
      'Use a browser whose push service is reached over https (every current browser).',
    );
  return raw;
}

function base64urlBytes(raw: unknown): Buffer | null {
  if (typeof raw !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(raw)) return null;
  return Buffer.from(raw.replace(/=+$/, ''), 'base64url');
}

function p256dhOf(raw: unknown): string {
  const bytes = base64urlBytes(raw);
  let valid = bytes !== null && bytes.length === 65 && bytes[0] === 0x04;
  if (valid) {
    try {
      // Throws unless the bytes are a point on the P-256 curve.
      ECDH.convertKey(bytes as Buffer, 'prime256v1');
    } catch {
      valid = false;
    }
  }
  if (!valid)
    throw invalid(
      'keys.p256dh',
      "The push subscription's p256dh key is not a P-256 public key",
      BROWSER_FIX,
    );
  return (bytes as Buffer).toString('base64url');
}

function authOf(raw: unknown): string {
  const bytes = base64urlBytes(raw);
  if (bytes === null || bytes.length !== 16)
    throw invalid(
      'keys.auth',
      "The push subscription's auth secret is not 16 bytes of base64url",
      BROWSER_FIX,
    );
  return bytes.toString('base64url');
}

/**
 * Checks a browser's push subscription: an https endpoint (http only on a loopback
 * address), a `p256dh` key that is a point on the P-256 curve and a 16-byte `auth` secret,
 * both base64url. Errors are `invalid_notification_settings` naming the field.
 *
 * @example
 * parsePushSubscription({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh, auth } });
 */
export function parsePushSubscription(input: PushSubscriptionInput): ParsedPushSubscription {
  return {
    endpoint: endpointOf(input.endpoint),
    p256dh: p256dhOf(input.keys?.p256dh),
    auth: authOf(input.keys?.auth),
  };
}
