import { randomBytes } from 'node:crypto';
import {
  type Channel,
  makePushKeyPair,
  type PushSubscriptionInput,
  parsePushSubscription,
} from '@subtrack/domain';
import { aDeviceChannel } from '@subtrack/domain/testing';

/** The VAPID subject of the test server: the operator's contact. */
export const TEST_VAPID_SUBJECT = 'mailto:operator@example.org';

/** A new server key pair, as `getPushKeyPair` makes and keeps one. */
export function aServerKeyPair() {
  return makePushKeyPair({ bytes: (length) => randomBytes(length) }, new Date().toISOString());
}

/** A device channel for a browser's push subscription, as `addPushDevice` would keep it. */
export function deviceFor(subscription: PushSubscriptionInput): Channel {
  return aDeviceChannel(parsePushSubscription(subscription));
}
