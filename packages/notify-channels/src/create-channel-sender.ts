import type {
  Channel,
  ChannelSender,
  DeliveryOutcome,
  ReminderMessage,
  WebPushConfig,
} from '@subtrack/domain';
import { connectionFailure, NO_PUSH_KEYS, UNSIGNED_PUSH } from './http/failure-words.js';
import { type PostOptions, post, type ReceiverRequest } from './http/post.js';
import { barkRequest } from './kinds/bark.js';
import { sendEmail } from './kinds/email.js';
import { gotifyRequest } from './kinds/gotify.js';
import { ntfyRequest } from './kinds/ntfy.js';
import { webPushRequest } from './kinds/web-push.js';
import { webhookRequest } from './kinds/webhook.js';

/** The default wait for a receiver before an attempt is cut off (never hang). */
export const DEFAULT_PUSH_TIMEOUT_MS = 5_000;
/** SMTP takes a few round trips (greeting, STARTTLS, login), so it gets longer. */
export const DEFAULT_EMAIL_TIMEOUT_MS = 15_000;

/** Options of {@link createChannelSender}. */
export interface ChannelSenderOptions {
  /** Cut off an HTTP receiver after this long (default 5 s). */
  timeoutMs?: number;
  /** Cut off each SMTP step after this long (default 15 s). */
  emailTimeoutMs?: number;
  /** `serve --block-private-push-targets`: refuse every non-public address, also after DNS. */
  blockPrivateTargets?: boolean;
  /** Aborts every attempt in flight, e.g. when the server shuts down. */
  signal?: AbortSignal;
  /** The clock of webhook timestamps (default: the system's). */
  now?: () => Date;
  /** Certificate authorities to trust besides the system's, for SMTP (tests). */
  trustedCa?: string;
  /** What signs messages to members' devices; without it, a device gets nothing. */
  webPush?: WebPushOptions;
}

/** How the sender signs messages to members' devices (VAPID, RFC 8292). */
export interface WebPushOptions {
  /** The operator's contact for push services: a `mailto:` address or an `https:` URL. */
  subject: string;
  /**
   * The server's VAPID key pair (the domain's `getPushKeyPair`), read when the first device
   * is sent to and kept from then on (it never changes once made).
   */
  keys: () => Promise<{ publicKey: string; privateKey: string }>;
}

function httpRequestFor(channel: Channel, message: ReminderMessage, now: Date): ReceiverRequest {
  const config = channel.config;
  switch (config.kind) {
    case 'bark':
      return barkRequest(config, message);
    case 'ntfy':
      return ntfyRequest(config, message);
    case 'gotify':
      return gotifyRequest(config, message);
    case 'webhook':
      return webhookRequest(config, message, now);
    case 'email':
    case 'webpush':
      throw new Error(`${config.kind} has a sender of its own`);
  }
}

/** Reads the key pair once; a failed read (the database was busy) is tried again next time. */
function keptKeys(read: WebPushOptions['keys']): WebPushOptions['keys'] {
  let kept: ReturnType<WebPushOptions['keys']> | null = null;
  return () => {
    kept ??= read().catch((error: unknown) => {
      kept = null;
      throw error;
    });
    return kept;
  };
}

/** Settles with a cancelled outcome as soon as `signal` aborts (SMTP takes no signal). */
function untilAborted(
  attempt: Promise<DeliveryOutcome>,
  signal: AbortSignal | undefined,
): Promise<DeliveryOutcome> {
  if (signal === undefined) return attempt;
  const cancelled = {
    delivered: false,
    status: null,
    error: 'Cancelled: the server is shutting down',
  };
  if (signal.aborted) return Promise.resolve(cancelled);
  return new Promise((resolve) => {
    const onAbort = () => resolve(cancelled);
    signal.addEventListener('abort', onAbort, { once: true });
    // A sender never rejects (every failure is an outcome, D35).
    void attempt.then((outcome) => {
      signal.removeEventListener('abort', onAbort);
      resolve(outcome);
    });
  });
}

/**
 * The sending port's adapter for every channel kind: Bark, ntfy, Gotify and signed
 * webhooks over HTTP, email over SMTP, members' devices over Web Push. No redirect is followed, every attempt is cut off,
 * and nothing of a receiver's answer is kept but its status. It never throws: even
 * a channel an older version stored with a value that cannot be sent gives an outcome.
 *
 * @example
 * const sender = createChannelSender({ blockPrivateTargets: true });
 * await sender.send(channel, message); // { delivered: true, status: 200, error: null }
 */
export function createChannelSender(options: ChannelSenderOptions = {}): ChannelSender {
  const postOptions: PostOptions = {
    timeoutMs: options.timeoutMs ?? DEFAULT_PUSH_TIMEOUT_MS,
    blockPrivateTargets: options.blockPrivateTargets ?? false,
    signal: options.signal,
  };
  const now = options.now ?? (() => new Date());
  const webPush = options.webPush;
  const pushKeys = webPush ? keptKeys(webPush.keys) : null;
  const toDevice = async (
    config: WebPushConfig,
    message: ReminderMessage,
  ): Promise<DeliveryOutcome> => {
    if (!webPush || !pushKeys) return { delivered: false, status: null, error: NO_PUSH_KEYS };
    let request: ReceiverRequest;
    try {
      const vapid = { subject: webPush.subject, ...(await pushKeys()) };
      request = webPushRequest(config, message, vapid);
    } catch {
      // The keys could not be read (a busy database), or a stored key or the subject is
      // not what Web Push takes: said in words, never with the error's own text.
      return { delivered: false, status: null, error: UNSIGNED_PUSH };
    }
    return post(request, postOptions);
  };
  const attempt = (channel: Channel, message: ReminderMessage): Promise<DeliveryOutcome> => {
    if (channel.config.kind === 'webpush') return toDevice(channel.config, message);
    if (channel.config.kind === 'email')
      return untilAborted(
        sendEmail(channel.config, message, {
          timeoutMs: options.emailTimeoutMs ?? DEFAULT_EMAIL_TIMEOUT_MS,
          blockPrivateTargets: postOptions.blockPrivateTargets,
          trustedCa: options.trustedCa,
        }),
        options.signal,
      );
    return post(httpRequestFor(channel, message, now()), postOptions);
  };
  return {
    async send(channel, message): Promise<DeliveryOutcome> {
      try {
        return await attempt(channel, message);
      } catch (error) {
        // D48: e.g. a stored Gotify URL the URL parser refuses; the outcome says why.
        return { delivered: false, status: null, error: connectionFailure(error) };
      }
    },
  };
}
