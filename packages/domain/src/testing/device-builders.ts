import { createECDH } from 'node:crypto';
import type { Channel, WebPushConfig } from '../channels/channel.js';
import type { PushSubscriptionInput } from '../devices/push-subscription-input.js';
import { aChannel } from './builders.js';
import { DEFAULT_MEMBER_ID } from './owner-builders.js';

// A browser's key pair for tests: a fixed P-256 private key, so the public key is valid and
// the same in every run.
const browser = createECDH('prime256v1');
browser.setPrivateKey(Buffer.alloc(32, 7));

/** The public key (`p256dh`) and auth secret of the test browser of {@link aPushSubscription}. */
export const TEST_BROWSER_KEYS = {
  p256dh: browser.getPublicKey().toString('base64url'),
  auth: Buffer.alloc(16, 9).toString('base64url'),
} as const;

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it, on Firefox's push
 * service; `endpoint` changes the address.
 *
 * @example
 * aPushSubscription('https://fcm.googleapis.com/fcm/send/phone-1')
 */
export function aPushSubscription(
  endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/device-1',
): PushSubscriptionInput {
  return { endpoint, keys: { ...TEST_BROWSER_KEYS } };
}

/**
 * A device of the default member (a `webpush` channel of the default account), never used
 * yet; `config` fields given win.
 *
 * @example
 * aDeviceChannel({ memberId: otherMember, endpoint: 'https://fcm.googleapis.com/fcm/send/x' })
 */
export function aDeviceChannel(
  config: Partial<Omit<WebPushConfig, 'kind'>> = {},
  overrides: Partial<Omit<Channel, 'config' | 'kind'>> = {},
): Channel {
  const subscription = aPushSubscription();
  return aChannel({
    label: 'Firefox on Android',
    ...overrides,
    config: {
      kind: 'webpush',
      memberId: DEFAULT_MEMBER_ID,
      endpoint: subscription.endpoint as string,
      ...TEST_BROWSER_KEYS,
      lastUsedAt: null,
      ...config,
    },
  });
}
