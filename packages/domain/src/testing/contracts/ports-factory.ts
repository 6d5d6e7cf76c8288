import { afterEach, beforeEach } from 'node:test';
import type { Ports } from '../../ports/ports.js';
import { anAccount } from '../builders.js';
import { sequentialId } from '../sequential-ids.js';

/** What a {@link PortsFactory} makes: ports, and how to close what they hold (a database). */
export interface MadePorts {
  ports: Ports;
  dispose?: () => void | Promise<void>;
}

/**
 * Gives fresh, empty ports for one test; `dispose` closes what they hold (a database).
 * May answer a promise (an adapter that creates its schema over the network).
 */
export type PortsFactory = () => MadePorts | Promise<MadePorts>;

/** Two accounts every contract seeds, so scoping can be checked in both directions. */
export const ACCOUNT_A = anAccount().id;
export const ACCOUNT_B = sequentialId(0xacc1);

/**
 * Registers hooks that build fresh ports before each test of the enclosing `describe` and
 * dispose them after; the returned function reads the current test's ports.
 */
export function useFreshPorts(factory: PortsFactory): () => Ports {
  let current: MadePorts | undefined;
  beforeEach(async () => {
    current = await factory();
  });
  afterEach(async () => {
    await current?.dispose?.();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('ports are only available inside a test');
    return current.ports;
  };
}

/** Like {@link useFreshPorts}, with accounts A and B inserted before each test. */
export function useSeededPorts(factory: PortsFactory): () => Ports {
  return useFreshPorts(async () => {
    const made = await factory();
    await seedAccounts(made.ports);
    return made;
  });
}

/** Inserts accounts A and B (adapters with foreign keys need the owners first). */
export async function seedAccounts(ports: Ports): Promise<void> {
  await ports.accounts.insert(anAccount({ id: ACCOUNT_A, name: 'Account A' }));
  await ports.accounts.insert(
    anAccount({ id: ACCOUNT_B, name: 'Account B', createdAt: '2026-10-02T09:00:00.000Z' }),
  );
}
