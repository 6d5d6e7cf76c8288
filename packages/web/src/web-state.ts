import type Router from '@koa/router';
import type {
  ChannelSender,
  ExportFileWriter,
  ImportFileParser,
  MemberRole,
  Ports,
  RateFileReader,
  StatementReader,
} from '@subtrack/domain';
import type { Context, Next } from 'koa';
import type { OidcConnection } from './oidc/oidc-connection.js';
import type { SignInThrottle } from './sign-in/sign-in-throttle.js';

/** The signed-in member of a request. Present on every route behind {@link requireSession}. */
export interface WebSession {
  accountId: string;
  /** The member signed in, and their role as stored now (read at every request). */
  memberId: string;
  role: MemberRole;
  /** The audit actor id of this session; never the secret session id. */
  sessionPublicId: string;
  /** The CSRF token bound to this session; forms send it as `_csrf`. */
  csrfToken: string;
  email: string;
  /** The language the member chose for the pages, or null for the browser's ("Automatic"). */
  language: string | null;
}

/** What the web app's middleware puts on `ctx.state` for screens. */
export interface WebState {
  session: WebSession;
  /** The request id of the log line and of audit records. */
  requestId: string;
  /** A one-time notice set by the POST that redirected here ("Subscription saved"), or null. */
  notice: string | null;
}

/** What a screen's routes may use: everything goes through domain use cases on these ports. */
export interface WebDeps {
  ports: Ports;
  /** Failed password checks per address and account (sign-in and password change). */
  signInThrottle: SignInThrottle;
  /** The sending port for a channel's test message (absent: no test sends). */
  channelSender?: ChannelSender;
  /** The import parser and export writer (adapters the composing app passes in). */
  dataFiles?: WebDataFiles;
  /** The identity provider to sign in with (absent: sign-in with a provider is off). */
  oidc?: OidcConnection;
  /** The origin people open subtrack at (`serve --public-url`); absent: each request's. */
  publicUrl?: string | null;
}

/** Reads uploaded files and writes export files; typed by the domain's ports. */
export interface WebDataFiles {
  parser: ImportFileParser;
  writer: ExportFileWriter;
  /** The reader of the European Central Bank's rate files (absent: rate imports fail). */
  rates?: RateFileReader;
  /** Reads bank exports for "Find subscriptions" (absent: that screen cannot read one). */
  statements?: StatementReader;
}

/** Registers one screen's routes; listed in `SCREEN_ROUTES` (routes/index.ts). */
export type RegisterRoutes = (router: Router<WebState>, deps: WebDeps) => void;

/** The signed-in state of a request that may or may not have a session (public pages). */
export function sessionOf(ctx: Context): WebSession | null {
  return (ctx.state as Partial<WebState>).session ?? null;
}

/**
 * The default guard of every screen route: without a valid session, a GET goes to
 * `/sign-in` (coming back afterwards) and anything else is refused the same way.
 */
export async function requireSession(ctx: Context, next: Next): Promise<void> {
  if (sessionOf(ctx)) return next();
  const back = ctx.method === 'GET' ? ctx.originalUrl : '/';
  ctx.redirect(back === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(back)}`);
}
