import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ImportCandidate } from '../data-io/import-file.js';
import { aSubscription } from '../testing/builders.js';
import { aCountingPacer } from '../testing/counting-pacer.js';
import { aTestWorld } from '../testing/test-world.js';
import { createCalendarFeed } from '../use-cases/create-calendar-feed.js';
import { exportSubscriptions } from '../use-cases/export-subscriptions.js';
import { getSpendSummary } from '../use-cases/get-spend-summary.js';
import { importSubscriptions } from '../use-cases/import-subscriptions.js';
import { readCalendarFeed } from '../use-cases/read-calendar-feed.js';
import { pacedText } from './paced-chunks.js';
import { timeSlicedPacer } from './time-sliced-pacer.js';

async function worldWith(count: number) {
  const world = await aTestWorld({ now: '2026-11-21T09:00:00.000Z' });
  for (let i = 0; i < count; i++) {
    await world.ports.subscriptions.insert(
      aSubscription({
        accountId: world.accountId,
        id: `0192f0c4-0000-7000-8000-${String(i).padStart(12, '0')}`,
        name: `Service ${i}`,
        amountMinor: 100 + i,
        isTrial: i % 7 === 0,
        trialEndsOn: i % 7 === 0 ? '2027-01-10' : null,
      }),
    );
  }
  return world;
}

async function joined(pieces: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const piece of pieces) all.push(piece);
  return all;
}

describe('timeSlicedPacer', () => {
  it('is due at first, then again only once a slice has passed since its last pause', async () => {
    let now = 1_000;
    let turns = 0;
    const pacer = timeSlicedPacer({
      now: () => now,
      turn: async () => {
        turns += 1;
      },
      sliceMs: 25,
    });
    assert.equal(pacer.due(), true);
    await pacer.pause();
    assert.equal(turns, 1);
    now += 24;
    assert.equal(pacer.due(), false);
    now += 1;
    assert.equal(pacer.due(), true);
  });
});

describe('pacedText', () => {
  it('answers a text of one piece whole, and a longer one piece by piece, pausing between', async () => {
    const pacer = aCountingPacer();
    assert.equal(await pacedText(['only'], pacer), 'only');
    assert.equal(await pacedText([], pacer), '');
    const pieces = await pacedText(['a', 'b', 'c'], pacer);
    assert.notEqual(typeof pieces, 'string');
    assert.deepEqual(await joined(pieces as AsyncIterable<string>), ['a', 'b', 'c']);
    assert.ok(pacer.pauses >= 2);
  });
});

describe('work that grows with an account, paced', () => {
  it('renders the calendar feed in pieces of about 64 KiB, pausing, with the same text', async () => {
    const { ports, ctx } = await worldWith(400);
    const token = /([A-Za-z0-9_-]{43})\.ics$/.exec(
      (await createCalendarFeed(ports, ctx)).feedUrl,
    )![1]!;
    const whole = await (await readCalendarFeed(ports, token)).body();
    const pacer = aCountingPacer();
    ports.pacer = pacer;
    const pieces = await joined((await readCalendarFeed(ports, token)).chunks());
    assert.equal(pieces.join(''), whole);
    assert.ok(pieces.length > 10, `${pieces.length} pieces`);
    // A piece ends at the first event past 64 KiB: never much longer.
    assert.ok(Math.max(...pieces.map((p) => p.length)) < 64 * 1024 + 2_000);
    assert.ok(pacer.pauses >= 400, `${pacer.pauses} pauses`);
  });

  it('exports and sums the same records paced as in one piece', async () => {
    const { ports, accountId } = await worldWith(50);
    const options = { horizonDays: 30 };
    const whole = await exportSubscriptions(ports, accountId);
    const summary = await getSpendSummary(ports, accountId, options);
    const pacer = aCountingPacer();
    ports.pacer = pacer;
    assert.deepEqual(await exportSubscriptions(ports, accountId), whole);
    assert.deepEqual(await getSpendSummary(ports, accountId, options), summary);
    assert.ok(pacer.pauses >= 100, `${pacer.pauses} pauses`);
  });

  it('checks, answers and writes an import in slices, with the same answer', async () => {
    const source = await worldWith(30);
    const data = await exportSubscriptions(source.ports, source.accountId);
    const candidates: ImportCandidate[] = data.subscriptions.map(
      (
        { id, createdAt: _c, updatedAt: _u, lastPaymentDate: _l, hasLogo: _h, payments, ...body },
        index,
      ) => ({
        row: index + 1,
        id,
        name: body.name,
        body,
        payments,
        errors: [],
        warnings: [],
      }),
    );
    const target = await aTestWorld({ now: '2026-11-21T09:00:00.000Z' });
    const pacer = aCountingPacer();
    target.ports.pacer = pacer;
    const options = { dryRun: true, source: 'subtrack' } as const;
    const dry = await importSubscriptions(target.ports, target.ctx, candidates, options);
    const pausedDry = pacer.pauses;
    const real = await importSubscriptions(target.ports, target.ctx, candidates, {
      ...options,
      dryRun: false,
    });
    assert.equal(dry.created.length, 30);
    assert.deepEqual(
      real.created.map((c) => c.subscription.name),
      dry.created.map((c) => c.subscription.name),
    );
    assert.equal(await target.ports.subscriptions.countByAccount(target.accountId), 30);
    // Checking and presenting pause once a row each; the real import once more per insert.
    assert.ok(pausedDry >= 60, `${pausedDry} pauses`);
    assert.ok(pacer.pauses - pausedDry >= 90, `${pacer.pauses - pausedDry} pauses`);
  });
});
