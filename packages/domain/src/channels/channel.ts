/**
 * The kinds of channel an owner adds by giving an address (`channel add`, the
 * notifications screen).
 */
export const CHANNEL_KINDS = ['bark', 'ntfy', 'gotify', 'webhook', 'email'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/**
 * A member's browser on one device, which turns itself on from that browser ("Reminders
 * on this device") rather than being added by address.
 */
export const DEVICE_CHANNEL_KIND = 'webpush';

/** Every kind a stored channel may have: the kinds added by address and devices. */
export const STORED_CHANNEL_KINDS = [...CHANNEL_KINDS, DEVICE_CHANNEL_KIND] as const;
export type StoredChannelKind = (typeof STORED_CHANNEL_KINDS)[number];

/** How an email channel reaches its SMTP server. */
export const SMTP_TLS_MODES = ['starttls', 'implicit', 'none'] as const;
export type SmtpTlsMode = (typeof SMTP_TLS_MODES)[number];

/** A Bark-compatible endpoint; `deviceKey` is secret. */
export interface BarkConfig {
  kind: 'bark';
  url: string;
  deviceKey: string;
}

/** An ntfy topic URL and an optional access token (`tk_...`, secret). */
export interface NtfyConfig {
  kind: 'ntfy';
  url: string;
  token: string | null;
}

/** A Gotify server URL and an application token (secret). */
export interface GotifyConfig {
  kind: 'gotify';
  url: string;
  token: string;
}

/** A Standard Webhooks receiver; `secret` (`whsec_...`) signs every request. */
export interface WebhookConfig {
  kind: 'webhook';
  url: string;
  secret: string;
}

/** An SMTP server and the addresses of an email channel; `smtpPassword` is secret. */
export interface EmailConfig {
  kind: 'email';
  smtpHost: string;
  smtpPort: number;
  smtpUser: string | null;
  smtpPassword: string | null;
  tls: SmtpTlsMode;
  from: string;
  to: string;
}

/**
 * One browser's push subscription (the Push API's `PushSubscription`), which belongs to
 * the member who turned reminders on in it. `endpoint` is the push service's URL for this
 * browser; `p256dh` (its P-256 public key) and `auth` (its 16-byte authentication secret)
 * are base64url and encrypt every message (RFC 8291). `endpoint` and `auth` are secret.
 * `lastUsedAt`: when a notification last reached the device, null until one has.
 */
export interface WebPushConfig {
  kind: 'webpush';
  memberId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  lastUsedAt: string | null;
}

/** What a channel of each kind needs to deliver; stored, never shown. */
export type ChannelConfig =
  | BarkConfig
  | NtfyConfig
  | GotifyConfig
  | WebhookConfig
  | EmailConfig
  | WebPushConfig;

/**
 * One place an account's reminders go to. `digest` asks for one message per check
 * listing every due reminder instead of one message per reminder.
 */
export interface Channel {
  id: string;
  accountId: string;
  kind: StoredChannelKind;
  label: string;
  enabled: boolean;
  digest: boolean;
  config: ChannelConfig;
  createdAt: string;
}

/**
 * The secret values of a channel (device key, tokens, webhook secret, SMTP password, a
 * device's push address and authentication secret),
 * so any text a receiver sent back can be cleaned of them before it is stored or shown.
 */
export function channelSecrets(config: ChannelConfig): string[] {
  const secrets = (() => {
    switch (config.kind) {
      case 'bark':
        return [config.deviceKey];
      case 'ntfy':
        return [config.token];
      case 'gotify':
        return [config.token];
      case 'webhook':
        return [config.secret];
      case 'email':
        return [config.smtpPassword];
      case 'webpush':
        return [config.endpoint, config.auth];
    }
  })();
  return secrets.filter((s): s is string => typeof s === 'string' && s.length >= 4);
}

/**
 * Replaces every secret of the channel in `text` with `***` (secrets are never
 * shown or logged, even when a receiver echoes them back in its answer).
 *
 * @example
 * redactSecrets('bad key abc123', { kind: 'gotify', url: 'https://g', token: 'abc123' }); // 'bad key ***'
 */
export function redactSecrets(text: string, config: ChannelConfig): string {
  let clean = text;
  for (const secret of channelSecrets(config)) clean = clean.split(secret).join('***');
  return clean;
}
