import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runReminderCheck } from '@subtrack/domain';
import { aChannel } from '@subtrack/domain/testing';
import { createChannelSender } from '@subtrack/notify-channels';
import { startKindReceiver } from '@subtrack/notify-channels/testing';
import { openReminderFixture } from './test-support/reminder-fixture.js';

// D48 (issue 20, finding 1): a channel that cannot be sent fails its own delivery only.
// Today is 2026-03-02 (UTC); each account has a renewal on 2026-03-04, inside the window.
const NOW = '2026-03-02T09:00:00.000Z';
const BAD_HEADER =
  'Could not deliver: a token or key of this channel holds a character that cannot be sent ' +
  '(an invisible or non-ASCII character, or a line break); enter it again';

describe('a reminder check with one broken channel', () => {
  it("delivers every other account's reminders and records the broken channel's failure with its reason, on every check", async (t) => {
    const fixture = openReminderFixture(NOW);
    const receivers = await Promise.all(
      (['ntfy', 'ntfy', 'gotify', 'webhook'] as const).map((kind) => startKindReceiver(kind)),
    );
    t.after(async () => {
      await Promise.all(receivers.map((r) => r.close()));
      fixture.cleanup();
    });
    const [brokenTarget, first, second, third] = receivers as [
      (typeof receivers)[0],
      (typeof receivers)[0],
      (typeof receivers)[0],
      (typeof receivers)[0],
    ];
    // The broken account is checked first (accounts are checked oldest first). Its ntfy
    // token holds U+200B from a paste, stored as an older version accepted it: the channel
    // input refuses it now, so it goes straight into the database.
    const broken = await fixture.anAccountWithChannel(first.input);
    const brokenChannel = aChannel({
      accountId: broken.accountId,
      label: 'Pasted token',
      config: { kind: 'ntfy', url: String(brokenTarget.input.url), token: 'tk_\u200bpasted' },
    });
    await fixture.ports.channels.insert(brokenChannel);
    fixture.clock.advance(1_000);
    const others = [];
    for (const r of [second, third]) others.push(await fixture.anAccountWithChannel(r.input));
    for (const { accountId } of [broken, ...others])
      await fixture.addSubscription(accountId, { name: 'Spotify', nextPaymentDate: '2026-03-04' });

    // The sender as `serve`'s reminder worker builds it: with its shutdown signal.
    const sender = createChannelSender({ timeoutMs: 2_000, signal: new AbortController().signal });
    const logs: string[] = [];
    const check = () =>
      runReminderCheck(fixture.ports, { dryRun: false, sender, log: (line) => logs.push(line) });

    const report = await check();
    assert.deepEqual(
      [first, second, third].map((r) => r.seen().map((m) => m.title)),
      [['Spotify renews in 2 days'], ['Spotify renews in 2 days'], ['Spotify renews in 2 days']],
    );
    assert.equal(brokenTarget.http?.received.length, 0);
    assert.deepEqual([report.counts.sent, report.counts.failed], [3, 1]);
    const failed = report.reminders.find((r) => r.outcome === 'failed');
    assert.deepEqual([failed?.channelId, failed?.error], [brokenChannel.id, BAD_HEADER]);
    const [record] = await fixture.ports.reminderDeliveries.recent(brokenChannel.id, 1);
    assert.deepEqual([record?.status, record?.error], ['failed', BAD_HEADER]);
    assert.ok(logs.some((line) => line.startsWith(`reminder failed (${BAD_HEADER})`)));

    // Five minutes later (the default interval, past the retry's back-off): the broken
    // channel fails again on its own, and nobody gets a reminder twice.
    fixture.clock.advance(5 * 60_000);
    const again = await check();
    assert.deepEqual([again.counts.already_sent, again.counts.failed], [3, 1]);
    assert.deepEqual(
      [first, second, third].map((r) => r.seen().length),
      [1, 1, 1],
    );
  });
});
