import { accountNotFound } from '../accounts/account-not-found.js';
import type { WriteContext } from '../audit/write-context.js';
import { auditChannel } from '../channels/audit-channel.js';
import type { Channel } from '../channels/channel.js';
import { type ChannelInput, parseChannelInput } from '../channels/parse-channel-input.js';
import { type ChannelView, toChannelView } from '../channels/present-channel.js';
import { ensureNotificationSettings } from '../notifications/ensure-notification-settings.js';
import type { Ports } from '../ports/ports.js';

/** A new channel; `secret` is a webhook's signing secret, shown this once. */
export interface AddedChannel {
  channel: ChannelView;
  secret: string | null;
}

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
function newWebhookSecret(ports: Pick<Ports, 'random'>): string {
  return `whsec_${Buffer.from(ports.random.bytes(32)).toString('base64')}`;
}

/**
 * Adds a channel to the account of `ctx` (enabled). A webhook gets a new signing
 * secret, returned once. Settings are created with their defaults when the account has
 * none, so the channel reminds at once. Audited as `channel.created`, without secrets.
 *
 * @example
 * const { channel } = await addChannel(ports, ctx, { kind: 'ntfy', url: 'https://ntfy.sh/bills' });
 */
export async function addChannel(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'random'>,
  ctx: WriteContext,
  input: ChannelInput,
): Promise<AddedChannel> {
  const parsed = parseChannelInput(input);
  const { accountId } = ctx;
  return ports.unitOfWork.transaction(async (tx) => {
    if (!(await tx.accounts.findById(accountId))) throw accountNotFound(accountId);
    const now = ports.clock.now().toISOString();
    await ensureNotificationSettings(tx, accountId, now);
    const secret = parsed.config.kind === 'webhook' ? newWebhookSecret(ports) : null;
    const config =
      parsed.config.kind === 'webhook' ? { ...parsed.config, secret: secret ?? '' } : parsed.config;
    const channel: Channel = {
      id: ports.ids.newId(),
      accountId,
      kind: parsed.kind,
      label: parsed.label,
      enabled: true,
      digest: parsed.digest,
      config,
      createdAt: now,
    };
    await tx.channels.insert(channel);
    await auditChannel(ports, tx, ctx, now, 'channel.created', channel);
    return { channel: toChannelView(channel, []), secret };
  });
}
