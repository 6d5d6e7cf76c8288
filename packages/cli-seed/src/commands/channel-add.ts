import { addChannel, cliWriteContext } from '@subtrack/domain';
import { UsageError } from '../cli/cli-errors.js';
import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { requireAccountId } from '../options/account-flag.js';
import { readStdin } from '../options/read-stdin.js';
import { CHANNEL_ADD_OPTIONS, channelInputFromFlags, KIND_HELP } from './channel-flags.js';

/**
 * `channel add --account ID --kind KIND [--label L] [--digest]` plus the kind's
 * flags -> `{"channelId", "kind", "label", "enabled", "digest"}` and, for a webhook, its
 * `secret` (shown once). The SMTP password is read from standard input.
 */
export const channelAddCommand: Command = {
  name: 'channel add',
  summary: 'Add a channel reminders go to: bark, ntfy, gotify, webhook or email',
  usage:
    'channel add --account ID --kind KIND [--label L] [--digest] KIND FLAGS [--db FILE] [--json]',
  details: [
    '  --kind KIND     bark, ntfy, gotify, webhook or email',
    '  --label L       a name to tell channels apart (default: the kind)',
    '  --digest        one message per check listing every due reminder',
    '  The flags of each kind:',
    ...KIND_HELP,
    '  --tls is starttls (default), implicit (default for port 465) or none.',
    '  With --smtp-user, the SMTP password is read from standard input:',
    '    printf \'%s\' "$SMTP_PASSWORD" | subtrack channel add --account ID --kind email ...',
    '  A webhook prints its signing secret (whsec_...) once: keep it for the receiver.',
  ],
  options: CHANNEL_ADD_OPTIONS,
  async run({ values, json, target }, io) {
    const input = channelInputFromFlags(values);
    if (input.kind === 'email' && input.smtpUser !== undefined) {
      const password = await readStdin(io);
      if (password === '')
        throw new UsageError(
          '--smtp-user needs the SMTP password on standard input: printf \'%s\' "$PASSWORD" | subtrack channel add ...',
        );
      input.smtpPassword = password;
    }
    const database = await openDatabasePorts(target);
    try {
      const accountId = await requireAccountId(database.ports, values);
      const ctx = cliWriteContext(accountId, database.ports.ids.newId());
      const { channel, secret } = await addChannel(database.ports, ctx, input);
      const result = {
        channelId: channel.channelId,
        kind: channel.kind,
        label: channel.label,
        enabled: channel.enabled,
        digest: channel.digest,
        ...(secret === null ? {} : { secret }),
      };
      printResult(io, json, result, [
        `Added ${channel.kind} channel ${channel.channelId} (${channel.label}).`,
        ...(secret === null
          ? []
          : [
              `Signing secret (shown only now): ${secret}`,
              'Give it to the receiver to verify signatures.',
            ]),
        `Try it: subtrack channel test --channel-id ${channel.channelId}`,
      ]);
      return 0;
    } finally {
      await database.close();
    }
  },
};
