import type Router from '@koa/router';
import type {
  ChannelSender,
  ExportFileWriter,
  ImportFileParser,
  LogoEncoder,
  Ports,
  RateFileReader,
  StatementReader,
} from '@subtrack/domain';
import type { OidcConnection } from './oidc/oidc-connection.js';
import type { WebState } from './request-state.js';
import type { SignInThrottle } from './sign-in/sign-in-throttle.js';

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
  /** Re-encodes uploaded logos (absent: an upload is refused with a message). */
  logoEncoder?: LogoEncoder;
}

/** Registers one screen's routes; listed in `SCREEN_ROUTES` (routes/index.ts). */
export type RegisterRoutes = (router: Router<WebState>, deps: WebDeps) => void;
