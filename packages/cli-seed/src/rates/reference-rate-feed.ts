import { importReferenceRates, type Ports, pacerOf, type RateFileReader } from '@subtrack/domain';
import { rateImportWords } from './rate-import-words.js';

const HOUR_MS = 60 * 60 * 1000;

/** The reference rates fetched from one address at start and then on a schedule. */
export interface ReferenceRateFeed {
  /** Resolves when no fetch or import is running any more and none will start. */
  stop(): Promise<void>;
}

/** How the feed fetches, reads and says what happened. */
export interface ReferenceRateFeedOptions {
  url: string;
  reader: RateFileReader;
  /** One line for the server's log (stderr). */
  log: (line: string) => void;
  /** After a fetch that worked: once a day. */
  intervalMs?: number;
  /** After one that failed: every hour, until one works. */
  retryMs?: number;
  /** How long one fetch may take, the answer's body included. */
  timeoutMs?: number;
  /** The largest answer read; the ECB's whole history as a zip is well under 1 MiB. */
  maxBytes?: number;
}

/** Why one fetch failed, in words for the log (never a stack trace). */
class FetchProblem extends Error {}

async function download(url: string, signal: AbortSignal, maxBytes: number): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { signal, redirect: 'follow' });
  } catch (error) {
    const cause = error instanceof Error ? (error.cause ?? error) : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new FetchProblem(`no answer: ${reason}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FetchProblem(`it answered ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new FetchProblem(`its answer is over ${maxBytes} bytes`);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw new FetchProblem(`its answer is over ${maxBytes} bytes`);
  return bytes;
}

/**
 * `serve --exchange-rates-url`: fetches the file at `url` now and then once a day,
 * reads it and stores its rates as the server's reference rates (paced, so requests keep
 * being answered). A fetch or a file that fails keeps the rates already stored: the first
 * failure of a run of them is logged in one line, the next ones are not, and the feed tries
 * again every hour until one works (which it logs too). Nothing is fetched unless the
 * operator gave the address.
 */
export function startReferenceRateFeed(
  ports: Ports,
  options: ReferenceRateFeedOptions,
): ReferenceRateFeed {
  const intervalMs = options.intervalMs ?? 24 * HOUR_MS;
  const retryMs = options.retryMs ?? HOUR_MS;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  let stopped = false;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  // Stopping the server ends a fetch under way at once.
  const stopping = new AbortController();

  async function fetchOnce(): Promise<boolean> {
    try {
      const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping.signal]);
      const bytes = await download(options.url, signal, maxBytes);
      const rows = await options.reader.read(bytes, { pacer: pacerOf(ports) });
      const { imported } = await importReferenceRates(ports, rows);
      options.log(
        `subtrack: exchange rates: stored ${rateImportWords(imported)} from ${options.url}`,
      );
      failing = false;
      return true;
    } catch (error) {
      if (stopped) return false;
      if (!failing) {
        const reason = error instanceof Error ? error.message : String(error);
        options.log(
          `subtrack: warning: could not take exchange rates from ${options.url} (${reason}); the rates already stored are kept, and it is tried again every hour until it works`,
        );
      }
      failing = true;
      return false;
    }
  }

  function schedule(worked: boolean): void {
    if (stopped) return;
    timer = setTimeout(
      () => {
        running = fetchOnce().then(schedule);
      },
      worked ? intervalMs : retryMs,
    );
    // The server's own handles keep the process alive; this timer never does.
    timer.unref();
  }

  running = fetchOnce().then(schedule);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      stopping.abort();
      await running;
    },
  };
}
