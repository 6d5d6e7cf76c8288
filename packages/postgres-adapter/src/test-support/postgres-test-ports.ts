import type { IdempotencyRecord } from '@subtrack/domain';
import {
  DeterministicRandom,
  FakeClock,
  FakePasswordHasher,
  SequentialIds,
} from '@subtrack/domain/testing';
import type { Pool } from 'pg';
import {
  createPostgresPorts,
  type PostgresPorts,
  type PostgresPortsOptions,
} from '../create-postgres-ports.js';

/** The domain's fakes: a clock at 2026-11-21T08:00Z, sequential ids, seeded randomness. */
export function fakeServices(clock = new FakeClock('2026-11-21T08:00:00.000Z')) {
  return {
    clock,
    ids: new SequentialIds(),
    random: new DeterministicRandom(),
    passwordHasher: new FakePasswordHasher(),
  };
}

/** Every port on `pool`, with the domain's fakes for clock, ids, randomness and hashing. */
export function testPorts(pool: Pool, options: Partial<PostgresPortsOptions> = {}): PostgresPorts {
  return createPostgresPorts(pool, { ...fakeServices(), ...options });
}

/** A claimed idempotency key of `accountId` (no answer yet), at the fake clock's time. */
export function anIdempotencyClaim(
  accountId: string,
  overrides: Partial<IdempotencyRecord> = {},
): IdempotencyRecord {
  return {
    accountId,
    key: 'key-1',
    method: 'POST',
    path: '/api/v1/subscriptions',
    bodyHash: 'hash',
    createdAt: '2026-11-21T08:00:00.000Z',
    expiresAt: '2026-11-22T08:00:00.000Z',
    response: null,
    leaseUntil: '2026-11-21T08:01:00.000Z',
    ...overrides,
  };
}
