import { type Channel, redactSecrets } from '../channels/channel.js';
import { settleDeviceSend } from '../devices/settle-device-send.js';
import { pacerOf } from '../pacing/unpaced.js';
import type { ChannelSender } from '../ports/channel-sender.js';
import type { Ports } from '../ports/ports.js';
import type { ChannelReminderKey, OffsetDeliveryState } from '../ports/reminder-delivery-log.js';
import type { DueReminder } from './due-reminder.js';
import {
  composeDigestMessage,
  composeReminderMessage,
  type ReminderMessage,
} from './reminder-message.js';
import type { ReminderRunItem } from './reminder-run-report.js';
import { decideDelivery, nextRetryAt } from './retry-backoff.js';
import { sendSafely } from './send-safely.js';
import { shownFailure } from './shown-failure.js';

/** How long a claimed reminder stays reserved for the process that claimed it. */
export const CLAIM_LEASE_MS = 60_000;

/** What one channel's share of a reminder check needs. */
export interface ChannelDelivery {
  channel: Channel;
  /** The account's due reminders, soonest first. */
  due: readonly DueReminder[];
  locale: string | null;
  dryRun: boolean;
  sender: ChannelSender;
  log: (line: string) => void;
  signal?: AbortSignal | undefined;
}

type Item = Omit<ReminderRunItem, 'outcome'>;

function itemOf(channel: Channel, reminder: DueReminder, offsetDays = reminder.offsetDays): Item {
  const { accountId, subscriptionId, name, kind, dueDate, daysUntil } = reminder;
  return {
    accountId,
    channelId: channel.id,
    channelKind: channel.kind,
    channelLabel: channel.label,
    subscriptionId,
    name,
    kind,
    dueDate,
    offsetDays,
    daysUntil,
  };
}

const keyOf = (
  channel: Channel,
  r: DueReminder,
  offsetDays = r.offsetDays,
): ChannelReminderKey => ({
  channelId: channel.id,
  accountId: r.accountId,
  subscriptionId: r.subscriptionId,
  kind: r.kind,
  dueDate: r.dueDate,
  offsetDays,
});

const describe = (channel: Channel, r: DueReminder) =>
  `account=${r.accountId} channel=${channel.id} (${channel.kind}) subscription=${r.subscriptionId} kind=${r.kind} date=${r.dueDate} offset=${r.offsetDays}`;

/**
 * Due reminders handled per call of the delivery log (a slice between two pauses of a long check):
 * their states read in one call, their claims and their deliveries written in one each.
 */
export const REMINDER_SLICE = 200;

function slicesOf<T>(items: readonly T[]): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += REMINDER_SLICE)
    slices.push(items.slice(start, start + REMINDER_SLICE));
  return slices;
}

/**
 * Records as superseded the farther offsets of a reminder date that were neither
 * delivered nor already recorded (`known`: what is recorded of that date), and tells
 * whether a reminder as near as the one due now (or nearer) was delivered already (then
 * the one due now is superseded too: a farther reminder after a nearer one tells nothing
 * new).
 */
async function supersedeFarther(
  ports: Pick<Ports, 'clock' | 'reminderDeliveries'>,
  d: ChannelDelivery,
  reminder: DueReminder,
  known: readonly OffsetDeliveryState[],
  items: ReminderRunItem[],
): Promise<boolean> {
  const settled = (offset: number) =>
    known.some(
      (k) =>
        k.offsetDays === offset && (k.state.deliveredAt !== null || k.state.supersededAt !== null),
    );
  const nearerSent = known.some(
    (k) => k.state.deliveredAt !== null && k.offsetDays < reminder.offsetDays,
  );
  const skipped = [...reminder.fartherOffsets, ...(nearerSent ? [reminder.offsetDays] : [])];
  for (const offset of skipped) {
    if (settled(offset)) continue;
    if (!d.dryRun) {
      await ports.reminderDeliveries.recordSuperseded(
        keyOf(d.channel, reminder, offset),
        ports.clock.now().toISOString(),
      );
      d.log(
        `reminder superseded by a nearer one: ${describe(d.channel, { ...reminder, offsetDays: offset })}`,
      );
    }
    items.push({ ...itemOf(d.channel, reminder, offset), outcome: 'superseded' });
  }
  return nearerSent;
}

/**
 * Sorts out what needs no sending (delivered, superseded, waiting) and claims the rest, so
 * each reminder goes once per subscription, date, kind, offset and channel. A
 * slice of reminders at a time: one read of what is recorded, one write of the claims.
 */
async function claimPending(
  ports: Pick<Ports, 'clock' | 'pacer' | 'reminderDeliveries'>,
  d: ChannelDelivery,
  items: ReminderRunItem[],
): Promise<DueReminder[]> {
  const claimed: DueReminder[] = [];
  const pacer = pacerOf(ports);
  for (const slice of slicesOf(d.due)) {
    // D48: each slice is a read and a write; between slices other requests run.
    if (pacer.due()) await pacer.pause();
    const recorded = await ports.reminderDeliveries.offsetsOfMany(
      slice.map((reminder) => keyOf(d.channel, reminder)),
    );
    const toClaim: DueReminder[] = [];
    for (const [i, reminder] of slice.entries()) {
      const known = recorded[i] ?? [];
      if (await supersedeFarther(ports, d, reminder, known, items)) continue;
      const base = itemOf(d.channel, reminder);
      const state = known.find((k) => k.offsetDays === reminder.offsetDays)?.state ?? null;
      const decision = decideDelivery(state, ports.clock.now().toISOString());
      if (decision === 'already_sent') items.push({ ...base, outcome: 'already_sent' });
      else if (decision === 'superseded') items.push({ ...base, outcome: 'superseded' });
      else if (decision === 'retry_later')
        items.push({
          ...base,
          outcome: 'retry_later',
          ...(state?.lastError ? { error: shownFailure(state.lastError) } : {}),
          ...(state?.nextAttemptAt ? { nextAttemptAt: state.nextAttemptAt } : {}),
        });
      else if (d.dryRun) items.push({ ...base, outcome: 'would_send' });
      else toClaim.push(reminder);
    }
    if (toClaim.length === 0) continue;
    // D16: `serve` and `reminders run-once` may check one database at the same moment;
    // only the one whose claim succeeds sends. The lease outlasts any attempt.
    const claimedAt = ports.clock.now();
    const leaseUntil = new Date(claimedAt.getTime() + CLAIM_LEASE_MS).toISOString();
    const won = await ports.reminderDeliveries.claimMany(
      toClaim.map((reminder) => keyOf(d.channel, reminder)),
      claimedAt.toISOString(),
      leaseUntil,
    );
    for (const [i, reminder] of toClaim.entries()) {
      if (won[i]) claimed.push(reminder);
      else
        items.push({
          ...itemOf(d.channel, reminder),
          outcome: 'retry_later',
          nextAttemptAt: leaseUntil,
        });
    }
  }
  return claimed;
}

/** The reminders of a device that is gone, and why: the channel and its claims went with it. */
const goneItems = (d: ChannelDelivery, reminders: readonly DueReminder[], error: string) =>
  reminders.map((r): ReminderRunItem => ({ ...itemOf(d.channel, r), outcome: 'failed', error }));

/**
 * Sends one message covering `reminders` and records the outcome of each of them. Answers
 * null when the check is cancelled; `deviceGone` when the channel was a device its push
 * service said is gone, which is removed.
 */
async function sendAndRecord(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'pacer' | 'channels' | 'reminderDeliveries'>,
  d: ChannelDelivery,
  reminders: readonly DueReminder[],
  message: ReminderMessage,
): Promise<{ items: ReminderRunItem[]; deviceGone: string | null } | null> {
  // No transaction is open here: a slow receiver never holds the database (D25) or
  // blocks the API (D16); each record below is its own short write. D48: a sender that
  // throws fails this channel's delivery only.
  const sent = await sendSafely(d.sender, d.channel, message);
  if (d.signal?.aborted) return null; // shutting down: try again after the restart
  const { outcome, deviceRemoved } = await settleDeviceSend(ports, d.channel, sent);
  if (deviceRemoved) {
    const error = redactSecrets(outcome.error ?? 'not delivered', d.channel.config);
    d.log(`device removed, its push service says it is gone: channel=${d.channel.id}`);
    return { items: goneItems(d, reminders, error), deviceGone: error };
  }
  const at = ports.clock.now().toISOString();
  const items: ReminderRunItem[] = [];
  const pacer = pacerOf(ports);
  if (outcome.delivered) {
    for (const slice of slicesOf(reminders)) {
      if (pacer.due()) await pacer.pause();
      // D16: recorded before anything else can fail, so a restart never sends it again.
      await ports.reminderDeliveries.recordSuccessMany(
        slice.map((reminder) => keyOf(d.channel, reminder)),
        at,
      );
      for (const reminder of slice) {
        d.log(`reminder sent: ${describe(d.channel, reminder)}`);
        items.push({ ...itemOf(d.channel, reminder), outcome: 'sent' });
      }
    }
    return { items, deviceGone: null };
  }
  const error = redactSecrets(outcome.error ?? 'not delivered', d.channel.config);
  for (const reminder of reminders) {
    if (pacer.due()) await pacer.pause();
    const key = keyOf(d.channel, reminder);
    const attempts = ((await ports.reminderDeliveries.get(key))?.attempts ?? 0) + 1;
    const retryAt = nextRetryAt(attempts, at);
    await ports.reminderDeliveries.recordFailure(key, at, error, retryAt);
    d.log(`reminder failed (${error}), retry after ${retryAt}: ${describe(d.channel, reminder)}`);
    items.push({
      ...itemOf(d.channel, reminder),
      outcome: 'failed',
      error,
      nextAttemptAt: retryAt,
    });
  }
  return { items, deviceGone: null };
}

/**
 * One channel's share of a reminder check: the farther offsets of each due
 * reminder date are recorded as superseded; every due reminder not yet delivered on this
 * channel, not superseded and not waiting for its back-off is claimed, then sent as one
 * message each or, for a digest channel, as one message listing them all (soonest first).
 */
export async function deliverToChannel(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'pacer' | 'channels' | 'reminderDeliveries'>,
  d: ChannelDelivery,
): Promise<ReminderRunItem[]> {
  const items: ReminderRunItem[] = [];
  const claimed = await claimPending(ports, d, items);
  if (claimed.length === 0) return items;
  const batches = d.channel.digest
    ? [{ reminders: claimed, message: composeDigestMessage(claimed, d.channel.id, d.locale) }]
    : claimed.map((r) => ({
        reminders: [r],
        message: composeReminderMessage(r, d.channel.id, d.locale),
      }));
  for (const [index, batch] of batches.entries()) {
    if (d.signal?.aborted) break;
    const sent = await sendAndRecord(ports, d, batch.reminders, batch.message);
    if (sent === null) break;
    items.push(...sent.items);
    if (sent.deviceGone !== null) {
      const unsent = batches.slice(index + 1).flatMap((later) => later.reminders);
      items.push(...goneItems(d, unsent, sent.deviceGone));
      break;
    }
  }
  return items;
}
