import type { PushSubscriptionInput, WebPushPayload } from '@subtrack/domain';
import {
  type HttpReceiver,
  type ReceivedRequest,
  type ReceiverMode,
  startHttpReceiver,
} from './http-receiver.js';
import { checkVapid, type VapidClaims } from './vapid-check.js';
import { decryptWebPush, newBrowserKeys, type TestBrowserKeys } from './web-push-decrypt.js';

/** One message as the push service saw it and the device would show it. */
export interface PushedMessage {
  /** The endpoint it was sent to. */
  endpoint: string;
  /** What the device shows: title, body, the page a tap opens. Null when it could not be read. */
  payload: WebPushPayload | null;
  vapid: VapidClaims | null;
  /** Why the service refused it (a bad VAPID header, a body the device cannot decrypt). */
  problem: string | null;
  headers: ReceivedRequest['headers'];
}

/**
 * A push service stand-in on 127.0.0.1 (like Mozilla's or Google's, over http): it hands out
 * subscriptions of new test browsers, checks each request's VAPID header against its own
 * origin and decrypts the body with the browser's private key, so a test reads the words a
 * phone would show. It answers 201 to a good request, 401 to a bad VAPID header, 400 to a
 * body the browser cannot decrypt, 410 to a subscription the browser dropped (`unsubscribe`),
 * 404 to an address it never gave out; and, by `mode`, 503, 410 or nothing to everything.
 */
export interface PushServiceStandIn {
  origin: string;
  /** A new browser's push subscription (`PushSubscription.toJSON()`). */
  subscribe(): PushSubscriptionInput;
  /** The browser dropped this subscription: its endpoint answers 410 from now on. */
  unsubscribe(endpoint: string): void;
  /** Every message received so far, oldest first. */
  messages(): PushedMessage[];
  mode: ReceiverMode;
  waitForCount(count: number): Promise<void>;
  goDown(): Promise<void>;
  comeBack(): Promise<void>;
  close(): Promise<void>;
  http: HttpReceiver;
}

/** Starts a push service stand-in. */
export async function startPushService(): Promise<PushServiceStandIn> {
  const browsers = new Map<string, TestBrowserKeys>();
  const dropped = new Set<string>();
  let origin = '';
  let devices = 0;

  function read(request: ReceivedRequest): PushedMessage {
    const endpoint = `${origin}${request.path}`;
    const seen = { endpoint, headers: request.headers, payload: null, vapid: null };
    const browser = browsers.get(request.path);
    if (browser === undefined) return { ...seen, problem: 'unknown subscription' };
    let vapid: VapidClaims;
    try {
      vapid = checkVapid(request.headers.authorization, origin, Date.now());
    } catch (error) {
      return { ...seen, problem: `VAPID: ${(error as Error).message}` };
    }
    if (request.headers['content-encoding'] !== 'aes128gcm')
      return { ...seen, vapid, problem: 'Content-Encoding is not aes128gcm' };
    try {
      const payload = JSON.parse(decryptWebPush(request.bytes, browser)) as WebPushPayload;
      return { ...seen, vapid, payload, problem: null };
    } catch (error) {
      return { ...seen, vapid, problem: `decryption: ${(error as Error).message}` };
    }
  }

  const http = await startHttpReceiver('ok', {
    answer(request) {
      if (dropped.has(request.path)) return 410;
      const { problem } = read(request);
      if (problem === null) return 201;
      if (problem === 'unknown subscription') return 404;
      return problem.startsWith('VAPID') ? 401 : 400;
    },
  });
  origin = http.origin;

  return {
    origin,
    subscribe() {
      devices += 1;
      const path = `/wpush/v2/device-${devices}`;
      const browser = newBrowserKeys();
      browsers.set(path, browser);
      return {
        endpoint: `${origin}${path}`,
        keys: {
          p256dh: browser.ecdh.getPublicKey().toString('base64url'),
          auth: browser.auth.toString('base64url'),
        },
      };
    },
    unsubscribe(endpoint) {
      dropped.add(new URL(endpoint).pathname);
    },
    messages: () => http.received.map(read),
    get mode() {
      return http.mode;
    },
    set mode(value) {
      http.mode = value;
    },
    waitForCount: (count) => http.waitForCount(count),
    goDown: () => http.goDown(),
    comeBack: () => http.comeBack(),
    close: () => http.close(),
    http,
  };
}
