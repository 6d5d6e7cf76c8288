import { isIP } from 'node:net';
import { UsageError } from '../cli/cli-errors.js';
import type { FlagValues } from '../cli/command.js';
import { settingSource } from './setting-source.js';

/** Sign-in with an identity provider (OpenID Connect), as `serve` was told. */
export interface OidcSettings {
  /** The provider's issuer URL (its discovery document is under it). */
  issuer: string;
  clientId: string;
  /** From `SUBTRACK_OIDC_CLIENT_SECRET` only: a flag would show in the process list. */
  clientSecret: string;
  /** What the button says: "Sign in with <name>". */
  name: string;
}

/** The environment variable of the client secret (never a flag). */
export const OIDC_CLIENT_SECRET_ENV = 'SUBTRACK_OIDC_CLIENT_SECRET';

/** The flags of D46's OIDC sign-in (each with an environment variable). */
export const OIDC_OPTIONS = {
  'oidc-issuer': { type: 'string' },
  'oidc-client-id': { type: 'string' },
  'oidc-name': { type: 'string' },
} as const;

/** `--help` rows: flag, environment variable, default. */
export const OIDC_FLAG_ROWS: ReadonlyArray<readonly [string, string, string]> = [
  [
    '--oidc-issuer URL',
    'SUBTRACK_OIDC_ISSUER',
    'default off; sign-in with this OpenID Connect provider (needs --oidc-client-id and SUBTRACK_OIDC_CLIENT_SECRET)',
  ],
  ['--oidc-client-id ID', 'SUBTRACK_OIDC_CLIENT_ID', "subtrack's client id at the provider"],
  [
    '--oidc-name NAME',
    'SUBTRACK_OIDC_NAME',
    'default "your identity provider" (the button\'s "Sign in with NAME")',
  ],
];

const DEFAULT_NAME = 'your identity provider';
const MAX_NAME_LENGTH = 40;

/** True for `localhost`, 127.0.0.0/8 and `::1`: the only hosts an http:// issuer may have. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/** The issuer URL: https, or http on a loopback address only (local providers, tests). */
export function parseIssuerUrl(raw: string, label: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new UsageError(
      `${label} must be the provider's issuer URL, such as https://auth.example.com (got '${raw}')`,
    );
  }
  if (url.search !== '' || url.hash !== '' || url.username || url.password) {
    throw new UsageError(
      `${label} must be an issuer URL without query, fragment or user name (got '${raw}')`,
    );
  }
  const local = url.protocol === 'http:' && isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !local) {
    throw new UsageError(
      `${label} must be an https:// URL; http:// is accepted only on this machine (localhost, 127.0.0.1, ::1) (got '${raw}')`,
    );
  }
  return url.href;
}

/**
 * The OIDC settings of `serve`, or null when `--oidc-issuer` is not given. The flag
 * wins over its environment variable; a half configuration exits 2 naming what is missing.
 */
export function resolveOidcSettings(
  values: FlagValues,
  env: NodeJS.ProcessEnv,
): OidcSettings | null {
  const issuer = settingSource(values, env, 'oidc-issuer', 'SUBTRACK_OIDC_ISSUER');
  const clientId = settingSource(values, env, 'oidc-client-id', 'SUBTRACK_OIDC_CLIENT_ID');
  const name = settingSource(values, env, 'oidc-name', 'SUBTRACK_OIDC_NAME');
  if (issuer.raw === undefined) {
    if (clientId.raw !== undefined || name.raw !== undefined) {
      throw new UsageError(
        `${clientId.raw !== undefined ? clientId.label : name.label} needs --oidc-issuer URL too`,
      );
    }
    return null;
  }
  const id = clientId.raw?.trim() ?? '';
  if (id === '') {
    throw new UsageError(
      `${issuer.label} needs --oidc-client-id ID (subtrack's client id at the provider)`,
    );
  }
  const secret = env[OIDC_CLIENT_SECRET_ENV] ?? '';
  if (secret === '') {
    throw new UsageError(
      `${issuer.label} needs the client secret in the environment variable ${OIDC_CLIENT_SECRET_ENV}`,
    );
  }
  const shown = name.raw?.trim() || DEFAULT_NAME;
  if (shown.length > MAX_NAME_LENGTH) {
    throw new UsageError(
      `${name.label} must be at most ${MAX_NAME_LENGTH} characters (got '${shown}')`,
    );
  }
  return {
    issuer: parseIssuerUrl(issuer.raw, issuer.label),
    clientId: id,
    clientSecret: secret,
    name: shown,
  };
}
