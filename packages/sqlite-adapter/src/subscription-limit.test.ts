import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  cliWriteContext,
  createSubscription,
  isDomainError,
  isStorageUnavailable,
  type Ports,
  parseCreateSubscriptionBody,
} from '@subtrack/domain';
import { anAccount, aSubscriptionBody } from '@subtrack/domain/testing';
import { createSqlitePorts } from './create-sqlite-ports.js';
import { openDatabase } from './open-database.js';
import { tempDir } from './test-support/fixtures.js';

const limits = { maxSubscriptionsPerAccount: 1 };
const input = (name: string) => parseCreateSubscriptionBody(aSubscriptionBody({ name }));

/** What a call ended with: its value, or the error it threw. */
async function outcome(call: () => Promise<unknown>): Promise<{ ok: true } | { error: unknown }> {
  try {
    await call();
    return { ok: true };
  } catch (error) {
    return { error };
  }
}

describe('the subscription limit on SQLite', () => {
  it('lets only one of two processes racing for the last place create a subscription', async (t) => {
    const { dir, dispose } = tempDir();
    const path = join(dir, 'shared.sqlite');
    const first = openDatabase(path);
    // The other process's connection does not wait for the lock: it fails at once instead.
    const second = openDatabase(path, { busyTimeoutMs: 0 });
    t.after(() => {
      first.close();
      second.close();
      dispose();
    });
    const one = createSqlitePorts(first, { limits });
    const other = createSqlitePorts(second, { limits });
    const account = anAccount();
    await one.accounts.insert(account);
    const ctx = cliWriteContext(account.id, 'req-race');

    // The other process tries its create at the worst moment: right after this one counted
    // inside its transaction (D43: the count runs on the transaction's ports).
    let raced: Awaited<ReturnType<typeof outcome>> | undefined;
    const racing: Ports = {
      ...one,
      unitOfWork: {
        transaction: (work) =>
          one.unitOfWork.transaction((tx) =>
            work({
              ...tx,
              subscriptions: {
                ...tx.subscriptions,
                async countByAccount(accountId) {
                  const held = await tx.subscriptions.countByAccount(accountId);
                  raced ??= await outcome(() => createSubscription(other, ctx, input('Theirs')));
                  return held;
                },
              },
            }),
          ),
      },
    };
    await createSubscription(racing, ctx, input('Ours'));

    assert.ok(raced && 'error' in raced, 'the other create ran while this one held the count');
    assert.ok(isStorageUnavailable(raced.error), 'it waited for the write lock (busy)');
    assert.deepEqual(
      (await one.subscriptions.listAll(account.id)).map((s) => s.name),
      ['Ours'],
    );
    // Retried once the lock is free, it sees the account full.
    const retried = await outcome(() => createSubscription(other, ctx, input('Theirs')));
    assert.ok('error' in retried && isDomainError(retried.error));
    assert.equal(retried.error.code, 'subscription_limit_reached');
  });
});
