import {
  cliWriteContext,
  configureNotifications,
  type DaysBefore,
  defaultBarkChannel,
  toNotificationSettingsResource,
} from '@subtrack/domain';
import { UsageError } from '../cli/cli-errors.js';
import type { Command, FlagValues } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requireAccountId } from '../options/account-flag.js';
import { parseLocale, parsePushUrl, parseTimeZone } from '../options/notification-values.js';
import { optionalFlag } from '../options/required-flag.js';
import { parseChoice } from '../options/value-parsers.js';

/** The settings flags, validated; absent flags stay absent (the stored value is kept). */
interface SettingsChanges {
  enabled?: boolean;
  daysBefore?: DaysBefore;
  timeZone?: string;
  locale?: string;
  pushUrl?: string;
  deviceKey?: string;
}

/**
 * `notifications set --account ID [...]` -> the settings as the API shows them.
 * Stands in for the web application: it is the only way to set the time zone, locale and
 * the D16 push endpoint, and it creates the settings when missing.
 */
export const notificationsSetCommand: Command = {
  name: 'notifications set',
  summary: "Create or change an account's reminder settings and push endpoint",
  usage:
    'notifications set --account ID [--enabled true|false] [--days-before 1|3|7|14] ' +
    '[--time-zone IANA] [--locale TAG] [--push-url URL] [--device-key KEY] [--db FILE] [--json]',
  details: [
    '  --enabled true|false     the reminder master switch',
    '  --days-before 1|3|7|14   days before a renewal or trial end that a reminder is due',
    '  --time-zone IANA         e.g. Europe/Berlin; decides "today" for the account',
    '  --locale TAG             e.g. en-US',
    '  --push-url URL           Bark push endpoint, e.g. https://api.day.app/push: sets the',
    "                           account's default Bark channel (see 'subtrack channel --help')",
    '  --device-key KEY         the device key sent with every push (never shown by the API)',
  ],
  options: {
    account: { type: 'string' },
    enabled: { type: 'string' },
    'days-before': { type: 'string' },
    'time-zone': { type: 'string' },
    locale: { type: 'string' },
    'push-url': { type: 'string' },
    'device-key': { type: 'string' },
  },
  async run({ values, json, target }, io) {
    const changes = parseSettingsChanges(values);
    // A bare `--account` would only bump updatedAt: nothing to do is a mistake, said at once.
    if (Object.keys(changes).length === 0) {
      throw new UsageError(
        'nothing to set: add at least one of --enabled, --days-before, --time-zone, --locale, ' +
          '--push-url with --device-key',
      );
    }
    const database = await openDatabasePorts(target);
    try {
      const accountId = await requireAccountId(database.ports, values);
      const hasEndpoint = (await defaultBarkChannel(database.ports, accountId)) !== null;
      // D16: a push needs both; half an endpoint could never deliver.
      if (!hasEndpoint && (changes.pushUrl === undefined) !== (changes.deviceKey === undefined)) {
        const missing = changes.pushUrl === undefined ? '--push-url URL' : '--device-key KEY';
        throw new UsageError(`--push-url and --device-key go together: add ${missing}`);
      }
      const settings = await configureNotifications(
        database.ports,
        cliWriteContext(accountId, database.ports.ids.newId()),
        changes,
      );
      const resource = toNotificationSettingsResource(settings);
      printResult(
        io,
        json,
        resource,
        Object.entries(resource).map(([key, value]) => `${key}: ${value}`),
      );
      return 0;
    } finally {
      await database.close();
    }
  },
};

function parseSettingsChanges(values: FlagValues): SettingsChanges {
  const changes: SettingsChanges = {};
  const enabled = optionalFlag(values, 'enabled');
  if (enabled !== undefined) {
    changes.enabled = parseChoice(enabled, '--enabled', ['true', 'false']) === 'true';
  }
  const daysBefore = optionalFlag(values, 'days-before');
  if (daysBefore !== undefined) {
    const choice = parseChoice(daysBefore, '--days-before', ['1', '3', '7', '14']);
    changes.daysBefore = Number(choice) as DaysBefore;
  }
  const timeZone = optionalFlag(values, 'time-zone');
  if (timeZone !== undefined) changes.timeZone = parseTimeZone(timeZone);
  const locale = optionalFlag(values, 'locale');
  if (locale !== undefined) changes.locale = parseLocale(locale);
  const pushUrl = optionalFlag(values, 'push-url');
  if (pushUrl !== undefined) changes.pushUrl = parsePushUrl(pushUrl);
  const deviceKey = optionalFlag(values, 'device-key');
  if (deviceKey !== undefined) {
    if (deviceKey.trim() === '') throw new UsageError('--device-key must not be empty');
    changes.deviceKey = deviceKey.trim();
  }
  return changes;
}
