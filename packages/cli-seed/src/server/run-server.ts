import type { Server } from 'node:http';
import {
  createImportFileParser,
  createStatementReader,
  ecbRateFileReader,
  exportFileWriter,
} from '@subtrack/file-formats';
import { createApp, createHttpServer } from '@subtrack/http-koa';
import { createSharpLogoEncoder } from '@subtrack/logo-images';
import { createWebPages, OidcConnection } from '@subtrack/web';
import type { CliIo } from '../cli/command.js';
import type { OpenedDatabase } from '../database/open-database-ports.js';
import { lazyMcpHandler } from '../mcp/lazy-mcp-handler.js';
import { startReferenceRateFeed } from '../rates/reference-rate-feed.js';
import { channelSenderFor } from '../reminders/channel-sender-for.js';
import { batchedLog } from './batched-log.js';
import { gracefulCloser } from './graceful-close.js';
import { limitHeapGrowth } from './heap-growth.js';
import { listen } from './listen.js';
import { oidcWarning } from './oidc-warning.js';
import { privateTargetsWarning } from './private-targets-warning.js';
import { pushSubjectWarning } from './push-subject-warning.js';
import type { ServeSettings } from './serve-settings.js';
import { startReminders } from './start-reminders.js';
import { chosenLogFormat, readableLog } from './terminal-log.js';

// D21: said once per process, the first time a request carries X-Forwarded-For.
const FORWARDED_FOR_WARNING =
  "subtrack: warning: requests carry X-Forwarded-For (a reverse proxy?) but --trust-proxy is off, so every client shares the proxy's address and one client's invalid keys block them all; behind a proxy, start subtrack with --trust-proxy (or SUBTRACK_TRUST_PROXY=true)";

/** Called once the server listens, with the base URL a client on this machine can use. */
export type OnListening = (baseUrl: string) => void;

/**
 * Serves the API and the web application on the opened database until SIGTERM or SIGINT, then stops accepting
 * connections, lets requests in flight finish (at most 10 s), stops the reminder worker,
 * closes the database and resolves to exit status 0.
 */
export async function runServer(
  database: OpenedDatabase,
  settings: ServeSettings,
  io: CliIo,
  onListening: OnListening,
): Promise<number> {
  // D6 needs no start-up pass here: every read rolls its account forward, and the reminder
  // worker's first check (at start-up) rolls every account forward.
  const { ports } = database;
  limitHeapGrowth();
  // One line per request, on stderr (stdout stays for the command's own output), written
  // once per loop round (issue 7) and flushed before anything else is said: JSON for a
  // service manager or a file, readable text for a person at a terminal.
  const log = batchedLog((text) => io.stderr(text));
  const format = chosenLogFormat(settings.logFormat, io.stderrIsTerminal === true);
  const logRequest = format === 'text' ? readableLog(log.write) : log.write;
  const say = (line: string) => {
    log.flush();
    io.stderr(line);
  };
  // A crash still writes the lines of the requests it answered.
  const flushOnExit = () => log.flush();
  process.once('exit', flushOnExit);
  // D33: the file formats are an adapter; the API and the web pages get them from here, with
  // the encoder that re-encodes the logos an import brings (sharp, loaded with the first).
  const dataFiles = {
    parser: createImportFileParser(),
    writer: exportFileWriter,
    logoEncoder: createSharpLogoEncoder(),
    // D52: the European Central Bank's rate files.
    rates: ecbRateFileReader,
    // D56: bank exports, for finding subscriptions.
    statements: createStatementReader(),
  };
  // D46: the identity provider is reached lazily (checked below, once listening).
  const oidc = settings.oidc ? new OidcConnection(settings.oidc) : undefined;
  // D27: one Koa application serves the API's paths and, after them, the owner's web
  // pages; web requests use no API quota (D29). A JSON client asking for a path no page
  // serves gets the API's 404 envelope (D23).
  const pages = createWebPages({
    ports,
    log: logRequest,
    // D28, D44: failed sign-ins counted with the invalid keys' store (their own keys).
    failureThrottles: database.failureThrottles,
    // D35: the notifications screen's "Send test" goes through the same sending port.
    channelSender: channelSenderFor(ports, {
      blockPrivateTargets: settings.blockPrivatePushTargets,
      vapidSubject: settings.vapidSubject,
    }),
    // D33: "Import and export" reads and writes the same files as the API.
    dataFiles,
    ...(oidc ? { oidc } : {}),
    publicUrl: settings.publicUrl,
  });
  const app = createApp({
    ports,
    rateLimitPerHour: settings.rateLimitPerHour,
    authFailureLimit: settings.authFailureLimit,
    authBlockSeconds: settings.authBlockSeconds,
    corsOrigins: settings.corsOrigins,
    // D21, D28: the client's address (and the pages' scheme) from the proxy in front.
    trustProxy: settings.trustProxy,
    onForwardedForIgnored: () => say(FORWARDED_FOR_WARNING),
    // D24: /healthz answers 200 only while the database answers.
    checkHealth: database.ping,
    // D20, D21, D44: counted where every process on the database sees them.
    requestQuotas: database.requestQuotas,
    failureThrottles: database.failureThrottles,
    ...(database.admission ? { admission: database.admission } : {}),
    log: logRequest,
    dataFiles,
    // D47: assistants at /mcp, behind the API's keys, quota and log; D50: and its Origin check.
    mcp: lazyMcpHandler(ports, { statements: dataFiles.statements }),
    publicUrl: settings.publicUrl,
    mcpAllowedOrigins: settings.mcpAllowedOrigins,
    pages,
  });
  let server: Server | undefined;
  const closer = gracefulCloser(() => server as Server, app.callback());
  // Requests Node rejects itself (headers over 16 KiB, broken HTTP) get the JSON envelope too.
  server = createHttpServer(closer.handler, { log: logRequest });
  let port: number;
  try {
    port = await listen(server, settings.port, settings.host);
  } catch (error) {
    process.off('exit', flushOnExit);
    await database.close();
    throw error;
  }
  const stopSignal = waitForStopSignal(io);
  const warning = privateTargetsWarning(
    (await ports.accounts.list()).length,
    settings.blockPrivatePushTargets,
  );
  if (warning !== null) say(warning);
  // Said only when members have devices that push services may refuse to reach (D54).
  const pushWarning = await pushSubjectWarning(ports, settings.vapidSubject);
  if (pushWarning !== null) say(pushWarning);
  // D46: a misconfigured provider is a warning line, never a failed start.
  void oidc?.check().then((checked) => {
    if (checked.problem === null || !settings.oidc) return;
    say(oidcWarning(oidc.name, settings.oidc.issuer, checked.problem, checked.detail));
  });
  const reminders = startReminders(ports, settings, io);
  // D52: the reference rates, only when the operator named where they come from.
  const rateFeed = settings.exchangeRatesUrl
    ? startReferenceRateFeed(ports, {
        url: settings.exchangeRatesUrl,
        reader: ecbRateFileReader,
        log: say,
      })
    : null;
  onListening(`http://${clientHost(settings.host)}:${port}`);

  const signal = await stopSignal;
  say(`subtrack: ${signal} received; finishing requests in flight (at most 10 s)`);
  await closer.close();
  await rateFeed?.stop();
  await reminders.stop();
  await database.close();
  say('subtrack: stopped');
  process.off('exit', flushOnExit);
  return 0;
}

function waitForStopSignal(io: CliIo): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    let received = false;
    // The listeners stay installed while the server drains: Ctrl+C under pnpm/tsx delivers
    // the signal twice (to the process group and relayed by tsx), and Node's default action
    // for the second one would kill the process in the middle of the drain.
    const stop = (signal: NodeJS.Signals) => {
      if (received) {
        io.stderr(`subtrack: ${signal} received again; still finishing requests in flight`);
        return;
      }
      received = true;
      resolve(signal);
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}

/** A wildcard bind address is not something a client can connect to; show loopback instead. */
function clientHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
