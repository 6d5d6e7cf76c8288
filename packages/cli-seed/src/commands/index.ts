/**
 * The registry of `subtrack` commands: adding a command is one line in `COMMANDS`.
 *
 * A command file exports one object of type `Command` (see `../cli/command.ts`):
 *
 * ```ts
 * export const keyCreateCommand: Command = {
 *   name: 'key create',                 // what the user types after `subtrack`
 *   summary: 'Create an API key',       // one line in `subtrack --help`
 *   usage: 'key create --account ID --scope read|write [--db FILE] [--json]',
 *   details: ['--scope read|write  ...'],  // optional extra help lines
 *   options: { account: { type: 'string' }, scope: { type: 'string' } }, // node:util parseArgs
 *   run(args, io) { ...; return 0; },   // resolves to the exit status
 * };
 * ```
 *
 * The runner adds `--db FILE`, `--database-url URL`, `--json` and `--help` to every command
 * and parses strictly, so an unknown flag exits 2 before `run` is called. `run` gets
 * `{ values, json, target }` (`target`: the SQLite file or the PostgreSQL database)
 * and an `io` (`stdout`, `stderr`, `env`, `cwd`); it throws `UsageError` (exit 2) for a bad
 * value and `CliFailure` (exit 1) for an operational failure, one line each. Print results
 * with `printResult` (`../cli/print-result.ts`) so `--json` prints one JSON object and
 * nothing else. Open the database with `openDatabasePorts` (`../database/open-database-ports.ts`).
 */
import type { Command } from '../cli/command.js';
import { accountCreateCommand } from './account-create.js';
import { accountInvitationsCommand } from './account-invitations.js';
import { accountInviteCommand } from './account-invite.js';
import { accountListCommand } from './account-list.js';
import { accountMembersCommand } from './account-members.js';
import { accountSetPasswordCommand } from './account-set-password.js';
import { accountSignInLinkCommand } from './account-sign-in-link.js';
import { backupCommand } from './backup.js';
import { calendarFeedCreateCommand, calendarFeedRevokeCommand } from './calendar-feed.js';
import { channelAddCommand } from './channel-add.js';
import { channelDisableCommand, channelEnableCommand } from './channel-enable.js';
import { channelListCommand } from './channel-list.js';
import { channelRemoveCommand } from './channel-remove.js';
import { channelTestCommand } from './channel-test.js';
import { dbCopyCommand } from './db-copy.js';
import { demoCommand } from './demo.js';
import { discoverCommand } from './discover.js';
import { exportCommand } from './export.js';
import { importCommand } from './import.js';
import { keyCreateCommand } from './key-create.js';
import { keyListCommand } from './key-list.js';
import { keyRevokeCommand } from './key-revoke.js';
import { mcpCommand } from './mcp.js';
import { notificationsSetCommand } from './notifications-set.js';
import { ratesImportCommand } from './rates-import.js';
import { remindersRunOnceCommand } from './reminders.js';
import { serveCommand } from './serve.js';
import { startCommand } from './start.js';

/** Every command, in the order `subtrack --help` lists them. */
export const COMMANDS: readonly Command[] = [
  accountCreateCommand,
  accountListCommand,
  accountSetPasswordCommand,
  accountSignInLinkCommand,
  accountInviteCommand,
  accountInvitationsCommand,
  accountMembersCommand,
  keyCreateCommand,
  keyRevokeCommand,
  keyListCommand,
  notificationsSetCommand,
  channelAddCommand,
  channelListCommand,
  channelTestCommand,
  channelEnableCommand,
  channelDisableCommand,
  channelRemoveCommand,
  demoCommand,
  serveCommand,
  startCommand,
  mcpCommand,
  backupCommand,
  dbCopyCommand,
  exportCommand,
  importCommand,
  ratesImportCommand,
  discoverCommand,
  calendarFeedCreateCommand,
  calendarFeedRevokeCommand,
  remindersRunOnceCommand,
];
