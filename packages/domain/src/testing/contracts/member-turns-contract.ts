import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { webWriteContext } from '../../audit/write-context.js';
import type { Ports } from '../../ports/ports.js';
import { isDomainError } from '../../shared/domain-error.js';
import { changeMemberRole } from '../../use-cases/change-member-role.js';
import { removeMember } from '../../use-cases/remove-member.js';
import { anAccount } from '../builders.js';
import { aMember } from '../owner-builders.js';
import { sequentialId } from '../sequential-ids.js';
import { aLatch } from './transaction-timing.js';

/**
 * What {@link describeMemberTurnsContract} runs against: the ports of one or more processes
 * on one store (empty), and how to tell that a change is waiting for another one's turn.
 */
export interface MemberTurnsWorld {
  /** Each process's ports; a test's changes go to them in turn. */
  processes: Ports[];
  /**
   * Resolves once some change on the store waits for another to end (PostgreSQL: a backend
   * waiting for a lock). Without it the test lets other tasks run for a moment: a change that
   * has not started waiting by then runs after the first change anyway.
   */
  untilWaiting?: () => Promise<void>;
  dispose?: () => void | Promise<void>;
}

const ACCOUNT = anAccount().id;
const owner = (n: number) => sequentialId(0x0a00 + n);

/** The id of owner `n` (1 to 4) of {@link seedOwners}' account. */
export const ownerOfTurns = owner;

/** A write of owner `n` of {@link seedOwners}' account, from a web session of theirs. */
export const asOwnerOfTurns = (n: number) =>
  webWriteContext(ACCOUNT, `session-${n}`, owner(n), `request-${n}`);
const asOwner = asOwnerOfTurns;

/** Stores an account with `count` owners, `owner1@example.com` and on, oldest first. */
export async function seedOwners(ports: Ports, count = 4): Promise<void> {
  await ports.accounts.insert(anAccount({ id: ACCOUNT }));
  for (let n = 1; n <= count; n += 1) {
    await ports.members.save(
      aMember({
        id: owner(n),
        accountId: ACCOUNT,
        email: `owner${n}@example.com`,
        emailKey: `owner${n}@example.com`,
        createdAt: `2026-11-01T09:00:0${n}.000Z`,
      }),
    );
  }
}

/** The roles of {@link seedOwners}' members, oldest first, by email. */
export async function rolesOfTurns(ports: Ports): Promise<string[][]> {
  return (await ports.members.listByAccount(ACCOUNT)).map((m) => [m.email ?? '', m.role]);
}

/**
 * Ports whose transactions call `read` right after they read the account's membership, then
 * wait for `latch`: the moment a commit of another change used to land in between.
 */
export function pausedAfterMembership(ports: Ports, read: () => void, latch: Promise<void>): Ports {
  return {
    ...ports,
    unitOfWork: {
      transaction: (work) =>
        ports.unitOfWork.transaction((tx) => {
          const members = Object.create(tx.members) as typeof tx.members;
          members.listByAccount = async (accountId) => {
            const found = await tx.members.listByAccount(accountId);
            read();
            await latch;
            return found;
          };
          return work({ ...tx, members });
        }),
    },
  };
}

/** The error code a change was refused with, or "done". */
async function outcomeOf(change: Promise<void>): Promise<string> {
  try {
    await change;
    return 'done';
  } catch (error) {
    if (isDomainError(error)) return error.code;
    throw error;
  }
}

/**
 * Changes to one account's members take turns on any engine and any number of processes:
 * whatever the interleaving of role changes and removals, the account keeps an owner, and
 * the change that would leave none is refused (`last_owner`, or `insufficient_role` for a
 * member who stopped being an owner in the meantime) and changes nothing. Each test makes a
 * first change stop right after it read the membership (the moment a commit of another change
 * used to land between the owner count and the write), starts a second one on another
 * process, and lets the first go on once the second waits.
 */
export function describeMemberTurnsContract(name: string, make: () => Promise<MemberTurnsWorld>) {
  describe(`changes to one account's members take turns (${name})`, () => {
    let world: MemberTurnsWorld;
    const on = (n: number) => world.processes[n % world.processes.length]!;

    beforeEach(async () => {
      world = await make();
      await seedOwners(on(0));
    });
    afterEach(() => world.dispose?.());

    const roles = () => rolesOfTurns(on(0));
    const ownersLeft = async () =>
      (await on(0).members.listByAccount(ACCOUNT)).filter((m) => m.role === 'owner').length;
    /** Only owners 1 and 2 stay owners; 3 and 4 become viewers. */
    const twoOwners = async () => {
      for (const n of [3, 4]) {
        await changeMemberRole(on(0), asOwner(1), owner(n), 'viewer');
      }
    };

    /** Runs `first` on process 0 stopped after its read, then `second` on process 1. */
    async function interleave(
      first: (ports: Ports) => Promise<void>,
      second: (ports: Ports) => Promise<void>,
    ): Promise<[string, string]> {
      const hasRead = aLatch();
      const goOn = aLatch();
      const firstDone = outcomeOf(first(pausedAfterMembership(on(0), hasRead.open, goOn.opened)));
      await hasRead.opened;
      const secondDone = outcomeOf(second(on(1)));
      if (world.untilWaiting) await world.untilWaiting();
      else await new Promise((resolve) => setTimeout(resolve, 50));
      goOn.open();
      return [await firstDone, await secondDone];
    }

    it('a commit landing between the owner count and the write: owners demoting each other', async () => {
      await twoOwners();
      const outcomes = await interleave(
        (ports) => changeMemberRole(ports, asOwner(1), owner(2), 'viewer'),
        (ports) => changeMemberRole(ports, asOwner(2), owner(1), 'viewer'),
      );
      assert.deepEqual(outcomes, ['done', 'insufficient_role']);
      assert.equal(await ownersLeft(), 1);
      assert.deepEqual((await roles())[0], ['owner1@example.com', 'owner']);
    });

    it('two owners stepping down at once: the second gets last_owner and changes nothing', async () => {
      await twoOwners();
      const outcomes = await interleave(
        (ports) => changeMemberRole(ports, asOwner(1), owner(1), 'viewer'),
        (ports) => changeMemberRole(ports, asOwner(2), owner(2), 'viewer'),
      );
      assert.deepEqual(outcomes, ['done', 'last_owner']);
      assert.deepEqual((await roles()).slice(0, 2), [
        ['owner1@example.com', 'viewer'],
        ['owner2@example.com', 'owner'],
      ]);
    });

    it('two owners removing each other at once: one stays, the other is refused', async () => {
      await twoOwners();
      const outcomes = await interleave(
        (ports) => removeMember(ports, asOwner(1), owner(2)),
        (ports) => removeMember(ports, asOwner(2), owner(1)),
      );
      assert.deepEqual(outcomes, ['done', 'insufficient_role']);
      assert.deepEqual(
        (await roles()).map(([email]) => email),
        ['owner1@example.com', 'owner3@example.com', 'owner4@example.com'],
      );
    });

    it('two owners leaving at once: the second gets last_owner and stays', async () => {
      await twoOwners();
      const outcomes = await interleave(
        (ports) => removeMember(ports, asOwner(1), owner(1)),
        (ports) => removeMember(ports, asOwner(2), owner(2)),
      );
      assert.deepEqual(outcomes, ['done', 'last_owner']);
      assert.equal(await ownersLeft(), 1);
    });

    it('four owners demoting each other with 16 changes at once leave exactly one owner', async () => {
      const changes = [1, 2, 3, 4].flatMap((by) =>
        [1, 2, 3, 4].map((target) =>
          outcomeOf(changeMemberRole(on(by + target), asOwner(by), owner(target), 'viewer')),
        ),
      );
      const outcomes = await Promise.all(changes);
      assert.equal(await ownersLeft(), 1);
      for (const outcome of outcomes) {
        assert.ok(['done', 'insufficient_role', 'last_owner'].includes(outcome), outcome);
      }
      const audit = await on(0).audit.list(ACCOUNT, {
        limit: 100,
        offset: 0,
        filters: { action: 'member.updated' },
      });
      assert.equal(audit.items.length, 3, 'one record for each owner who became a viewer');
    });
  });
}
