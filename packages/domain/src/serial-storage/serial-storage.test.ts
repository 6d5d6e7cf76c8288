import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anAccount, aSubscription } from '../testing/builders.js';
import { createInMemoryStores } from '../testing/in-memory-ports.js';
import { createSerialStorage, type SerialStorageOptions } from './serial-storage.js';

class Mapped extends Error {}
const mapError = (error: unknown) => new Mapped(String((error as Error).message));

type Made = ReturnType<typeof createInMemoryStores>;

/** In-memory stores behind the queue; `patch` changes a store before it is wrapped. */
function storage(options: SerialStorageOptions = {}, patch: (made: Made) => void = () => {}) {
  const made = createInMemoryStores();
  patch(made);
  const built = createSerialStorage(made.stores, made.transactions, { mapError, ...options });
  return { ...made, ...built };
}

async function withRecords(
  count: number,
  options: SerialStorageOptions = {},
  patch?: (made: Made) => void,
) {
  const s = storage(options, patch);
  const account = anAccount();
  await s.storage.accounts.insert(account);
  const subs = Array.from({ length: count }, () => aSubscription({ accountId: account.id }));
  await s.unitOfWork.transaction(async (tx) => {
    for (const sub of subs) await tx.subscriptions.insert(sub);
  });
  return { ...s, accountId: account.id, subs };
}

describe('createSerialStorage', () => {
  it('maps a store error on a call at once, on a queued call and on a tx call', async () => {
    const { storage: outer, unitOfWork } = storage({}, ({ stores }) => {
      stores.accounts.findById = () => {
        throw new Error('disk gone');
      };
    });
    await assert.rejects(outer.accounts.findById('a'), Mapped);
    await unitOfWork.transaction(async (tx) => {
      await assert.rejects(tx.accounts.findById('a'), Mapped);
    });
    // A call made while a transaction runs waits for it, then fails the same way.
    let release!: () => void;
    const running = unitOfWork.transaction(() => new Promise<void>((r) => (release = r)));
    const waiting = outer.accounts.findById('a');
    release();
    await running;
    await assert.rejects(waiting, Mapped);
  });

  it('rejects a transaction whose begin fails and lets the next one run', async () => {
    const { transactions, unitOfWork } = storage();
    const begin = transactions.begin;
    transactions.begin = () => {
      transactions.begin = begin;
      throw new Error('database is locked');
    };
    await assert.rejects(
      unitOfWork.transaction(async () => 'never'),
      (error: unknown) => error instanceof Mapped && /locked/.test(error.message),
    );
    assert.equal(await unitOfWork.transaction(async () => 'next'), 'next');
  });

  it('rolls back and rejects when the commit fails', async () => {
    const { storage: outer, transactions, unitOfWork } = storage();
    const commit = transactions.commit;
    transactions.commit = () => {
      transactions.commit = commit;
      throw new Error('disk full');
    };
    await assert.rejects(
      unitOfWork.transaction((tx) => tx.accounts.insert(anAccount())),
      (error: unknown) => error instanceof Mapped && /disk full/.test(error.message),
    );
    assert.deepEqual(await outer.accounts.list(), []);
  });

  it('reads a lazy pass page by page, waiting between pages only outside a transaction', async () => {
    let waits = 0;
    const betweenPages = async () => {
      waits += 1;
    };
    const {
      storage: outer,
      unitOfWork,
      accountId,
      subs,
    } = await withRecords(1_001, {
      betweenPages,
    });
    let read = 0;
    for await (const _ of outer.subscriptions.iterateAll(accountId)) read += 1;
    assert.equal(read, subs.length);
    // Before pages 2 and 3 and before learning the pass ended; never before the first.
    assert.equal(waits, 3);
    await unitOfWork.transaction(async (tx) => {
      for await (const _ of tx.subscriptions.iterateAll(accountId)) read += 1;
    });
    assert.equal(waits, 3);
  });

  it('ends a lazy pass whose page read fails with the mapped error', async () => {
    const { storage: outer, accountId } = await withRecords(3, {}, ({ stores }) => {
      stores.subscriptions.iterateAll = function* () {
        yield [];
        throw new Error('I/O error');
      };
    });
    const pass = outer.subscriptions.iterateAll(accountId)[Symbol.asyncIterator]();
    await assert.rejects(pass.next(), Mapped);
    assert.deepEqual(await pass.next(), { value: undefined, done: true });
  });
});
