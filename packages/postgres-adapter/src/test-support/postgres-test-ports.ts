import type { Ports } from '@subtrack/domain';
import {
  DeterministicRandom,
  FakeClock,
  FakePasswordHasher,
  SequentialIds,
} from '@subtrack/domain/testing';
import type { Pool } from 'pg';
import { createPostgresPorts, type PostgresPortsOptions } from '../create-postgres-ports.js';

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
export function testPorts(pool: Pool, options: Partial<PostgresPortsOptions> = {}): Ports {
  return createPostgresPorts(pool, { ...fakeServices(), ...options });
}
