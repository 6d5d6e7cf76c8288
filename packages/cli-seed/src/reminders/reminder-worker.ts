import {
  type ChannelSender,
  type Ports,
  type ReminderRunReport,
  runReminderCheck,
} from '@subtrack/domain';
import { channelSenderFor } from './channel-sender-for.js';

/** The default `--reminder-interval-seconds`. */
export const DEFAULT_REMINDER_INTERVAL_SECONDS = 300;

/** Options of `startReminderWorker`. */
export interface ReminderWorkerOptions {
  /** Seconds between two checks (D16 `--reminder-interval-seconds`). */
  intervalSeconds: number;
  /** Receives one line per delivery, failure or failed check; never a secret. */
  log: (line: string) => void;
  /** Cut off a push receiver after this long (default 5 s). */
  timeoutMs?: number;
  /** `serve --block-private-push-targets`: refuse every non-public address, also after DNS. */
  blockPrivateTargets?: boolean;
  /** `serve --vapid-subject`: the operator's contact for push services. */
  vapidSubject?: string | null;
  /** Replaces the channel sender of `@subtrack/notify-channels` (tests). */
  sender?: ChannelSender;
}

/** The pause after `failures` failed checks in a row: doubling, at most an hour. */
export function backOffSeconds(intervalSeconds: number, failures: number): number {
  return Math.min(3600, intervalSeconds * 2 ** Math.min(failures - 1, 20));
}

/** A running reminder worker. */
export interface ReminderWorker {
  /** Stops the timer, aborts pushes in flight and waits for the current check to end. */
  stop(): Promise<void>;
  /** Runs one check now, after the current one if a check is running (never overlapping). */
  runOnce(): Promise<ReminderRunReport>;
}

/**
 * The reminder worker inside `serve`. Checks once at start-up and then every
 * `intervalSeconds`; a tick that finds a check still running is skipped, so checks never
 * overlap. Deliveries are asynchronous, with a timeout: a slow or dead receiver
 * never blocks the API. The timer does not keep the process alive.
 *
 * @example
 * const worker = startReminderWorker(ports, { intervalSeconds: 300, log: console.error });
 * process.on('SIGTERM', () => void worker.stop());
 */
export function startReminderWorker(ports: Ports, options: ReminderWorkerOptions): ReminderWorker {
  const shutdown = new AbortController();
  const sender =
    options.sender ??
    channelSenderFor(ports, {
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      blockPrivateTargets: options.blockPrivateTargets ?? false,
      vapidSubject: options.vapidSubject ?? null,
      signal: shutdown.signal,
    });
  let current: Promise<ReminderRunReport> | null = null;

  const check = () =>
    runReminderCheck(ports, { dryRun: false, sender, log: options.log, signal: shutdown.signal });

  function runOnce(): Promise<ReminderRunReport> {
    if (shutdown.signal.aborted) return Promise.reject(new Error('the reminder worker is stopped'));
    const previous = current;
    const next = previous === null ? check() : previous.then(check, check);
    current = next;
    const clear = () => {
      if (current === next) current = null;
    };
    next.then(clear, clear);
    return next;
  }

  // D36: after a failed check (e.g. the database is full or locked) the worker waits twice
  // as long each time, up to an hour, instead of failing again on every tick.
  let failures = 0;
  let pausedUntilMs = 0;

  function tick(): void {
    if (current !== null || shutdown.signal.aborted) return; // never overlap checks
    if (Date.now() < pausedUntilMs) return;
    runOnce().then(
      () => {
        failures = 0;
      },
      (error: unknown) => {
        failures++;
        const waitSeconds = backOffSeconds(options.intervalSeconds, failures);
        pausedUntilMs = Date.now() + waitSeconds * 1000;
        options.log(
          `reminder check failed: ${error instanceof Error ? error.message : String(error)}; next check in ${waitSeconds} s`,
        );
      },
    );
  }

  tick();
  const timer = setInterval(tick, options.intervalSeconds * 1000);
  timer.unref();

  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      shutdown.abort();
      await current?.catch(() => undefined);
    },
  };
}
