import type { Ports } from '@subtrack/domain';
import type { CliIo } from '../cli/command.js';
import { startReminderWorker } from '../reminders/reminder-worker.js';
import type { ServeSettings } from './serve-settings.js';

/** A running reminder worker. */
export interface RunningReminders {
  stop(): Promise<void>;
}

/**
 * Checks for due reminders at start-up and every `reminderIntervalSeconds`, inside the
 * server process. Its log lines go to stderr, so `serve --json` keeps stdout to one object.
 */
export function startReminders(ports: Ports, settings: ServeSettings, io: CliIo): RunningReminders {
  return startReminderWorker(ports, {
    intervalSeconds: settings.reminderIntervalSeconds,
    log: (line) => io.stderr(line),
    blockPrivateTargets: settings.blockPrivatePushTargets,
    vapidSubject: settings.vapidSubject,
  });
}
