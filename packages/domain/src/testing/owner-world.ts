import type { Ports } from '../ports/ports.js';
import { setOwnerEmail } from '../use-cases/set-owner-email.js';
import { setOwnerPassword } from '../use-cases/set-owner-password.js';
import { aTestWorld, type TestWorld } from './test-world.js';

/** The password `anOwnerWorld` sets. */
export const OWNER_PASSWORD = 'correct horse battery staple';

/**
 * A test world whose account has an owner login `owner@example.com` with
 * {@link OWNER_PASSWORD} (unless `withPassword` is false).
 */
export async function anOwnerWorld(
  options: { withPassword?: boolean; now?: string } = {},
): Promise<TestWorld & { ports: Ports }> {
  const world = await aTestWorld(options.now === undefined ? {} : { now: options.now });
  await setOwnerEmail(world.ports, world.accountId, 'Owner@Example.com');
  if (options.withPassword !== false) {
    await setOwnerPassword(world.ports, {
      accountId: world.accountId,
      password: OWNER_PASSWORD,
      actor: { type: 'cli', id: null },
      requestId: 'setup',
      keepSessionIdHash: null,
    });
  }
  return world;
}

/** The audit records of an account (any order), for owner-login tests. */
export async function auditRecordsOf(ports: Ports, accountId: string) {
  return (await ports.audit.list(accountId, { limit: 100, offset: 0, filters: {} })).items;
}
