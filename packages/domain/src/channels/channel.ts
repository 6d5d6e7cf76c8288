/** D35: the kinds of channel a reminder can go to. */
export const CHANNEL_KINDS = ['bark', 'ntfy', 'gotify', 'webhook', 'email'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** D35: how an email channel reaches its SMTP server. */
export const SMTP_TLS_MODES = ['starttls', 'implicit', 'none'] as const;
export type SmtpTlsMode = (typeof SMTP_TLS_MODES)[number];

/** D16: a Bark-compatible endpoint; `deviceKey` is secret. */
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

/** What a channel of each kind needs to deliver; stored, never shown (D35). */
export type ChannelConfig = BarkConfig | NtfyConfig | GotifyConfig | WebhookConfig | EmailConfig;

/**
 * D35: one place an account's reminders go to. `digest` asks for one message per check
 * listing every due reminder instead of one message per reminder.
 */
export interface Channel {
  id: string;
  accountId: string;
  kind: ChannelKind;
  label: string;
  enabled: boolean;
  digest: boolean;
  config: ChannelConfig;
  createdAt: string;
}

/**
 * The secret values of a channel (device key, tokens, webhook secret, SMTP password),
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
    }
  })();
  return secrets.filter((s): s is string => typeof s === 'string' && s.length >= 4);
}

/**
 * Replaces every secret of the channel in `text` with `***` (D35: secrets are never
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
