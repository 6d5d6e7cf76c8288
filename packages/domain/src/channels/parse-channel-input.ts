import { fieldError } from '../shared/validation-errors.js';
import {
  CHANNEL_KINDS,
  type ChannelConfig,
  type ChannelKind,
  DEVICE_CHANNEL_KIND,
  SMTP_TLS_MODES,
  type SmtpTlsMode,
  type StoredChannelKind,
} from './channel.js';
import { checkHeaderValue } from './header-value.js';

/**
 * A new channel as the CLI or a web form sends it. Field names follow the CLI's
 * flags (`deviceKey` is `--device-key`), so an error's `field` names the flag to fix.
 */
export interface ChannelInput {
  kind: string;
  label?: string;
  digest?: boolean;
  url?: string;
  deviceKey?: string;
  token?: string;
  smtpHost?: string;
  smtpPort?: string | number;
  smtpUser?: string;
  smtpPassword?: string;
  tls?: string;
  from?: string;
  to?: string;
}

/** A validated new channel; a webhook's secret is generated later, by `addChannel`. */
export interface ParsedChannelInput {
  kind: ChannelKind;
  label: string;
  digest: boolean;
  /** For a webhook, `secret` is the empty string until `addChannel` makes one. */
  config: ChannelConfig;
}

/** The fields each kind takes (besides kind, label and digest), required ones first. */
const KIND_FIELDS: Record<ChannelKind, readonly (keyof ChannelInput)[]> = {
  bark: ['url', 'deviceKey'],
  ntfy: ['url', 'token'],
  gotify: ['url', 'token'],
  webhook: ['url'],
  email: ['smtpHost', 'smtpPort', 'smtpUser', 'smtpPassword', 'tls', 'from', 'to'],
};

/** The name people know each kind by: the default label. */
export const CHANNEL_KIND_NAMES: Record<StoredChannelKind, string> = {
  bark: 'Bark',
  ntfy: 'ntfy',
  gotify: 'Gotify',
  webhook: 'Webhook',
  email: 'Email',
  webpush: 'Device',
};

const URL_EXAMPLES: Record<Exclude<ChannelKind, 'email'>, string> = {
  bark: 'https://api.day.app/push',
  ntfy: 'https://ntfy.sh/my-reminders',
  gotify: 'https://gotify.example.org',
  webhook: 'https://hooks.example.org/subtrack',
};

const MAX_LABEL = 100;
const MAX_TEXT = 2048;
const invalid = (field: string, message: string, allowedValues?: readonly string[]) =>
  fieldError('invalid_notification_settings', message, {
    field,
    suggestedFix: message.slice(message.indexOf(';') + 2),
    ...(allowedValues ? { allowedValues } : {}),
  });

function text(input: ChannelInput, field: keyof ChannelInput, fix: string): string {
  const value = input[field];
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_TEXT)
    throw invalid(field, `${field} is required for this kind of channel; ${fix}`);
  return value.trim();
}

function httpUrl(input: ChannelInput, kind: Exclude<ChannelKind, 'email'>): string {
  const fix = `give an http or https URL such as ${URL_EXAMPLES[kind]}`;
  const raw = text(input, 'url', fix);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('url', `url is not a valid URL; ${fix}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw invalid('url', `url must use http or https; ${fix}`);
  return raw;
}

function optionalText(input: ChannelInput, field: keyof ChannelInput): string | null {
  const value = input[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A token or key the receiver reads from an HTTP header: printable ASCII only. */
function headerSafeText(input: ChannelInput, field: 'token' | 'deviceKey', fix: string): string {
  const value = text(input, field, fix);
  checkHeaderValue(field, field === 'token' ? 'token' : 'device key', value);
  return value;
}

function optionalHeaderSafeText(input: ChannelInput, field: 'token'): string | null {
  const value = optionalText(input, field);
  if (value !== null) checkHeaderValue(field, 'token', value);
  return value;
}

function address(input: ChannelInput, field: 'from' | 'to'): string {
  const value = text(input, field, 'give an email address such as reminders@example.org');
  if (!/^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/.test(value))
    throw invalid(field, `${field} is not an email address; give one such as me@example.org`);
  return value;
}

function smtpPort(input: ChannelInput): number {
  const raw = String(input.smtpPort ?? '').trim();
  const port = /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(port >= 1 && port <= 65535))
    throw invalid('smtpPort', 'smtpPort must be a whole number from 1 to 65535; use 587 or 465');
  return port;
}

function tlsMode(input: ChannelInput, port: number): SmtpTlsMode {
  if (input.tls === undefined) return port === 465 ? 'implicit' : 'starttls';
  if (!(SMTP_TLS_MODES as readonly string[]).includes(input.tls))
    throw invalid('tls', `tls must be ${SMTP_TLS_MODES.join(', ')}; pick one`, SMTP_TLS_MODES);
  return input.tls as SmtpTlsMode;
}

function emailConfig(input: ChannelInput): ChannelConfig {
  const port = smtpPort(input);
  const smtpUser = optionalText(input, 'smtpUser');
  const smtpPassword = input.smtpPassword ?? null;
  if (smtpUser !== null && (smtpPassword === null || smtpPassword === ''))
    throw invalid('smtpPassword', 'smtpUser needs a password; give the SMTP password too');
  return {
    kind: 'email',
    smtpHost: text(input, 'smtpHost', 'give the SMTP server name such as smtp.example.org'),
    smtpPort: port,
    smtpUser,
    smtpPassword: smtpUser === null ? null : smtpPassword,
    tls: tlsMode(input, port),
    from: address(input, 'from'),
    to: address(input, 'to'),
  };
}

function configFor(kind: ChannelKind, input: ChannelInput): ChannelConfig {
  switch (kind) {
    case 'bark':
      return {
        kind,
        url: httpUrl(input, kind),
        deviceKey: headerSafeText(input, 'deviceKey', 'give the device key the Bark app shows'),
      };
    case 'ntfy':
      return { kind, url: httpUrl(input, kind), token: optionalHeaderSafeText(input, 'token') };
    case 'gotify':
      return {
        kind,
        url: httpUrl(input, kind),
        token: headerSafeText(input, 'token', "give the application token from Gotify's Apps page"),
      };
    case 'webhook':
      return { kind, url: httpUrl(input, kind), secret: '' };
    case 'email':
      return emailConfig(input);
  }
}

/**
 * Validates a new channel. The kind comes first; a field the kind does not take is
 * refused (so a mistyped flag never silently does nothing), then each field in turn.
 * Errors are `invalid_notification_settings` (a channel is part of the settings) with `field` and a message that says the fix.
 *
 * @example
 * parseChannelInput({ kind: 'ntfy', url: 'https://ntfy.sh/bills' });
 * // { kind: 'ntfy', label: 'ntfy', digest: false, config: { kind: 'ntfy', url: ..., token: null } }
 */
export function parseChannelInput(input: ChannelInput): ParsedChannelInput {
  // A device's push subscription exists only in its browser, which sends it itself (D54).
  if (input.kind === DEVICE_CHANNEL_KIND)
    throw invalid(
      'kind',
      'kind webpush is not added by address; turn on "Reminders on this device" on the account screen of the browser that should get them',
      CHANNEL_KINDS,
    );
  if (!(CHANNEL_KINDS as readonly string[]).includes(input.kind))
    throw invalid(
      'kind',
      `kind must be one of ${CHANNEL_KINDS.join(', ')}; pick one`,
      CHANNEL_KINDS,
    );
  const kind = input.kind as ChannelKind;
  const allowed = ['kind', 'label', 'digest', ...KIND_FIELDS[kind]];
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined || allowed.includes(field)) continue;
    throw invalid(
      field,
      `${field} does not apply to a ${kind} channel; leave it out (${kind} takes ${KIND_FIELDS[kind].join(', ')})`,
    );
  }
  const label = (input.label ?? '').trim() || CHANNEL_KIND_NAMES[kind];
  if (label.length > MAX_LABEL)
    throw invalid('label', `label is longer than ${MAX_LABEL} characters; shorten it`);
  return { kind, label, digest: input.digest === true, config: configFor(kind, input) };
}
