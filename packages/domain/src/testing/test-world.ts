import type { AccountLimits } from '../accounts/account-limits.js';
import { apiKeyWriteContext, type WriteContext } from '../audit/write-context.js';
import type { Principal } from '../keys/api-key.js';
import type { Ports } from '../ports/ports.js';
import { anAccount, someNotificationSettings } from './builders.js';
import { FakeClock } from './fake-clock.js';
import { createInMemoryPorts } from './in-memory-ports.js';

/** Everything a use-case test starts from: ports with one account and a writer. */
export interface TestWorld {
  ports: Ports;
  clock: FakeClock;
  accountId: string;
  /** A write-scope caller of the account, as authentication would return it. */
  writer: Principal;
  /** The context of one API write by `writer`. */
  ctx: WriteContext;
}

/**
 * In-memory ports holding one account (`anAccount()`), optionally with notification
 * settings in `timeZone` and other account limits; the clock starts at `now`.
 *
 * @example
 * const { ports, ctx } = await aTestWorld({ now: '2026-03-01T09:00:00.000Z' });
 */
export async function aTestWorld(
  options: { now?: string; timeZone?: string; limits?: AccountLimits } = {},
): Promise<TestWorld> {
  const clock = new FakeClock(options.now);
  const ports = createInMemoryPorts({
    clock,
    ...(options.limits === undefined ? {} : { limits: options.limits }),
  });
  const account = anAccount();
  await ports.accounts.insert(account);
  if (options.timeZone !== undefined) {
    await ports.notificationSettings.save(
      someNotificationSettings({ accountId: account.id, timeZone: options.timeZone }),
    );
  }
  const writer: Principal = { accountId: account.id, apiKeyId: '00000000000000a1', scope: 'write' };
  return {
    ports,
    clock,
    accountId: account.id,
    writer,
    ctx: apiKeyWriteContext(writer, 'req-test-1'),
  };
}
