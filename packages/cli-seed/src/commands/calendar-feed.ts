import { createCalendarFeed, revokeCalendarFeed } from '@subtrack/domain';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { cliWriteContextFor } from '../data-io/cli-write-context.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requireAccountId } from '../options/account-flag.js';

/** `calendar-feed create --account ID` -> `{"feedUrl": "/calendar/<token>.ics"}`. */
export const calendarFeedCreateCommand: Command = {
  name: 'calendar-feed create',
  summary: 'Create (or replace) the calendar feed link of an account',
  usage: 'calendar-feed create --account ID [--db FILE] [--json]',
  details: [
    '  --account ID   the account whose renewals the feed shows',
    'A new link replaces the old one, which stops working at once. Subscribe to',
    'http(s)://<your server><feedUrl> in your calendar app.',
  ],
  options: { account: { type: 'string' } },
  async run({ values, json, target }, io) {
    const database = await openDatabasePorts(target);
    try {
      const accountId = await requireAccountId(database.ports, values);
      const { feedUrl } = await createCalendarFeed(database.ports, cliWriteContextFor(accountId));
      printResult(io, json, { feedUrl }, [
        `Calendar feed (keep it secret; anyone with it sees your renewals): ${feedUrl}`,
        'Add it to your server address, e.g. https://subtrack.example.org' + feedUrl,
      ]);
      return 0;
    } finally {
      await database.close();
    }
  },
};

/** `calendar-feed revoke --account ID` -> `{"revoked": true}`. */
export const calendarFeedRevokeCommand: Command = {
  name: 'calendar-feed revoke',
  summary: 'Revoke the calendar feed link of an account',
  usage: 'calendar-feed revoke --account ID [--db FILE] [--json]',
  details: ['  --account ID   the account whose feed link stops working'],
  options: { account: { type: 'string' } },
  async run({ values, json, target }, io) {
    const database = await openDatabasePorts(target);
    try {
      const accountId = await requireAccountId(database.ports, values);
      const existed = await revokeCalendarFeed(database.ports, cliWriteContextFor(accountId));
      printResult(io, json, { revoked: true }, [
        existed ? 'The calendar feed link is revoked.' : 'The account had no calendar feed link.',
      ]);
      return 0;
    } finally {
      await database.close();
    }
  },
};
