import { type AccountLimits, DEFAULT_ACCOUNT_LIMITS } from '@subtrack/domain';
import type { CommandOptions, FlagValues } from '../cli/command.js';
import {
  MAX_SUBSCRIPTIONS_ENV,
  MAX_SUBSCRIPTIONS_FLAG,
  resolveAccountLimits,
} from '../options/account-limits.js';
import { parseCorsOrigins } from '../options/cors-origins.js';
import {
  EXCHANGE_RATES_URL_ENV,
  EXCHANGE_RATES_URL_FLAG,
  parseExchangeRatesUrl,
} from '../options/exchange-rates-url.js';
import {
  MCP_ALLOWED_ORIGIN_FLAG,
  MCP_ALLOWED_ORIGINS_ENV,
  resolveMcpAllowedOrigins,
} from '../options/mcp-allowed-origins.js';
import {
  OIDC_FLAG_ROWS,
  OIDC_OPTIONS,
  type OidcSettings,
  resolveOidcSettings,
} from '../options/oidc-settings.js';
import { parsePublicUrl } from '../options/public-url.js';
import { settingSource } from '../options/setting-source.js';
import {
  parseBooleanText,
  parseChoice,
  parsePort,
  parseWholeNumber,
} from '../options/value-parsers.js';
import { parseVapidSubject, vapidSubjectOf } from '../options/vapid-subject.js';
import { LOG_FORMATS, type LogFormat } from './terminal-log.js';

/** Everything `serve` and `start` need besides the database. */
export interface ServeSettings {
  port: number;
  host: string;
  /** The hourly quota of requests per account. */
  rateLimitPerHour: number;
  /** Invalid keys that block an address, and for how long. */
  authFailureLimit: number;
  authBlockSeconds: number;
  /** `'*'` or exact origins. */
  corsOrigins: string[] | '*';
  /** Trust `X-Forwarded-For` (only behind a reverse proxy). */
  trustProxy: boolean;
  /** Seconds between two reminder checks. */
  reminderIntervalSeconds: number;
  /** D35, D48, OWASP API7: refuse every non-public reminder destination, also after DNS. */
  blockPrivatePushTargets: boolean;
  /** How many subscriptions one account may hold. */
  limits: AccountLimits;
  /** Connections this process opens to PostgreSQL at most (unused on SQLite). */
  databasePoolSize: number;
  /** The origin people open subtrack at; null: each request's own. */
  publicUrl: string | null;
  /** The origins `/mcp` serves besides the server's own. */
  mcpAllowedOrigins: string[];
  /** Sign-in with an OpenID Connect provider; null: off. */
  oidc: OidcSettings | null;
  /** The request log's format; null: readable text on a terminal, else JSON lines. */
  logFormat: LogFormat | null;
  /**
   * How push services may reach the operator (`mailto:` or `https:`): the one given, else
   * an https public URL; null: none known (messages to devices carry a fallback, and a warning
   * is said when devices exist).
   */
  vapidSubject: string | null;
  /** Where the server's reference rates are fetched at start and once a day; null: never. */
  exchangeRatesUrl: string | null;
}

/** The defaults the README's configuration table lists. */
export const SERVE_DEFAULTS: ServeSettings = {
  port: 3000,
  host: '127.0.0.1',
  rateLimitPerHour: 1000,
  authFailureLimit: 10,
  authBlockSeconds: 900,
  corsOrigins: '*',
  trustProxy: false,
  reminderIntervalSeconds: 300,
  blockPrivatePushTargets: false,
  limits: DEFAULT_ACCOUNT_LIMITS,
  databasePoolSize: 10,
  publicUrl: null,
  mcpAllowedOrigins: [],
  oidc: null,
  logFormat: null,
  vapidSubject: null,
  exchangeRatesUrl: null,
};

/** The flags of `serve` and `start`; each has an environment variable (see below). */
export const SERVE_OPTIONS: CommandOptions = {
  port: { type: 'string' },
  host: { type: 'string' },
  'rate-limit-per-hour': { type: 'string' },
  'auth-failure-limit': { type: 'string' },
  'auth-block-seconds': { type: 'string' },
  'cors-origins': { type: 'string' },
  'trust-proxy': { type: 'boolean' },
  'reminder-interval-seconds': { type: 'string' },
  'block-private-push-targets': { type: 'boolean' },
  [MAX_SUBSCRIPTIONS_FLAG]: { type: 'string' },
  'database-pool-size': { type: 'string' },
  'public-url': { type: 'string' },
  [MCP_ALLOWED_ORIGIN_FLAG]: { type: 'string', multiple: true },
  'log-format': { type: 'string' },
  'vapid-subject': { type: 'string' },
  ...OIDC_OPTIONS,
  [EXCHANGE_RATES_URL_FLAG]: { type: 'string' },
};

// Flag, environment variable, default: the `--help` table of the flags above.
const SERVE_FLAG_ROWS: ReadonlyArray<readonly [string, string, string]> = [
  ['Flag', 'Environment variable', 'Default'],
  ['--port N', 'PORT', 'default 3000 (0: any free port)'],
  ['--host H', 'HOST', 'default 127.0.0.1 (0.0.0.0: all interfaces)'],
  [
    '--rate-limit-per-hour N',
    'SUBTRACK_RATE_LIMIT_PER_HOUR',
    'default 1000 requests per account and UTC clock hour',
  ],
  [
    '--auth-failure-limit N',
    'SUBTRACK_AUTH_FAILURE_LIMIT',
    'default 10 invalid keys per address within 15 min',
  ],
  [
    '--auth-block-seconds N',
    'SUBTRACK_AUTH_BLOCK_SECONDS',
    'default 900 (how long such an address is blocked)',
  ],
  ['--cors-origins LIST', 'SUBTRACK_CORS_ORIGINS', 'default * (or comma-separated origins)'],
  [
    '--trust-proxy',
    'SUBTRACK_TRUST_PROXY=true',
    'default off; set it behind a reverse proxy (client address from X-Forwarded-For)',
  ],
  [
    '--reminder-interval-seconds N',
    'SUBTRACK_REMINDER_INTERVAL_SECONDS',
    'default 300 (how often reminders are checked)',
  ],
  [
    `--${MAX_SUBSCRIPTIONS_FLAG} N`,
    MAX_SUBSCRIPTIONS_ENV,
    'default 10000 subscriptions per account (past it: 409, or 400 for an import)',
  ],
  [
    '--block-private-push-targets',
    'SUBTRACK_BLOCK_PRIVATE_PUSH_TARGETS=true',
    'default off; refuse channels that reach loopback, private, link-local or other non-public addresses (set it when several owners share the server)',
  ],
  [
    '--database-pool-size N',
    'SUBTRACK_DATABASE_POOL_SIZE',
    "default 10 PostgreSQL connections per process (keep processes x N below the server's max_connections)",
  ],
  [
    '--public-url URL',
    'SUBTRACK_PUBLIC_URL',
    "default each request's own address; the address people open subtrack at, such as https://subs.example.com",
  ],
  [
    `--${MCP_ALLOWED_ORIGIN_FLAG} URL`,
    `${MCP_ALLOWED_ORIGINS_ENV} (comma-separated)`,
    'default none; repeat it for each origin whose pages may call /mcp besides the public URL (requests without Origin always pass)',
  ],
  [
    '--vapid-subject CONTACT',
    'SUBTRACK_VAPID_SUBJECT',
    "default the --public-url when it is https; how push services can reach you when reminders go to members' devices, such as mailto:admin@example.com",
  ],
  ...OIDC_FLAG_ROWS,
  [
    '--log-format text|json',
    'SUBTRACK_LOG_FORMAT',
    'default text on a terminal (one short line a request, static files left out), else json (one JSON line a request)',
  ],
  [
    `--${EXCHANGE_RATES_URL_FLAG} URL|ecb`,
    EXCHANGE_RATES_URL_ENV,
    "default off (nothing is fetched); ecb: the European Central Bank's daily rates, fetched at start and once a day for every account's estimates",
  ],
];

const widthOf = (column: number) => Math.max(...SERVE_FLAG_ROWS.map((row) => row[column]!.length));

/** `--help` lines for the flags above: flag, environment variable, default. */
export const SERVE_DETAILS = SERVE_FLAG_ROWS.map(
  ([flag, env, fallback]) => `  ${flag.padEnd(widthOf(0))}  ${env.padEnd(widthOf(1))}  ${fallback}`,
);

/** Flag wins over environment variable, which wins over the default; bad values exit 2. */
export function resolveServeSettings(values: FlagValues, env: NodeJS.ProcessEnv): ServeSettings {
  const source = (flag: string, envName: string) => settingSource(values, env, flag, envName);
  const whole = (flag: string, envName: string, fallback: number, max: number) => {
    const { raw, label } = source(flag, envName);
    return raw === undefined ? fallback : parseWholeNumber(raw, label, 1, max);
  };
  const port = source('port', 'PORT');
  const host = source('host', 'HOST');
  const cors = source('cors-origins', 'SUBTRACK_CORS_ORIGINS');
  const trust = source('trust-proxy', 'SUBTRACK_TRUST_PROXY');
  const block = source('block-private-push-targets', 'SUBTRACK_BLOCK_PRIVATE_PUSH_TARGETS');
  const publicUrl = source('public-url', 'SUBTRACK_PUBLIC_URL');
  const logFormat = source('log-format', 'SUBTRACK_LOG_FORMAT');
  const subject = source('vapid-subject', 'SUBTRACK_VAPID_SUBJECT');
  const rates = source(EXCHANGE_RATES_URL_FLAG, EXCHANGE_RATES_URL_ENV);
  const d = SERVE_DEFAULTS;
  const origin =
    publicUrl.raw === undefined ? d.publicUrl : parsePublicUrl(publicUrl.raw, publicUrl.label);
  return {
    port: port.raw === undefined ? d.port : parsePort(port.raw, port.label),
    host: host.raw?.trim() || d.host,
    rateLimitPerHour: whole(
      'rate-limit-per-hour',
      'SUBTRACK_RATE_LIMIT_PER_HOUR',
      d.rateLimitPerHour,
      1_000_000_000,
    ),
    authFailureLimit: whole(
      'auth-failure-limit',
      'SUBTRACK_AUTH_FAILURE_LIMIT',
      d.authFailureLimit,
      1_000_000,
    ),
    authBlockSeconds: whole(
      'auth-block-seconds',
      'SUBTRACK_AUTH_BLOCK_SECONDS',
      d.authBlockSeconds,
      31_536_000,
    ),
    corsOrigins: cors.raw === undefined ? d.corsOrigins : parseCorsOrigins(cors.raw, cors.label),
    trustProxy: trust.raw === undefined ? d.trustProxy : parseBooleanText(trust.raw, trust.label),
    reminderIntervalSeconds: whole(
      'reminder-interval-seconds',
      'SUBTRACK_REMINDER_INTERVAL_SECONDS',
      d.reminderIntervalSeconds,
      86_400,
    ),
    blockPrivatePushTargets:
      block.raw === undefined
        ? d.blockPrivatePushTargets
        : parseBooleanText(block.raw, block.label),
    limits: resolveAccountLimits(values, env),
    databasePoolSize: whole(
      'database-pool-size',
      'SUBTRACK_DATABASE_POOL_SIZE',
      d.databasePoolSize,
      1000,
    ),
    publicUrl: origin,
    mcpAllowedOrigins: resolveMcpAllowedOrigins(values, env),
    oidc: resolveOidcSettings(values, env),
    logFormat:
      logFormat.raw === undefined
        ? d.logFormat
        : parseChoice(logFormat.raw, logFormat.label, LOG_FORMATS),
    vapidSubject: vapidSubjectOf(
      subject.raw === undefined ? null : parseVapidSubject(subject.raw, subject.label),
      origin,
    ),
    exchangeRatesUrl:
      rates.raw === undefined ? d.exchangeRatesUrl : parseExchangeRatesUrl(rates.raw, rates.label),
  };
}
