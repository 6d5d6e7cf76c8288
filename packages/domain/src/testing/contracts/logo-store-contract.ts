import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { StoredLogo } from '../../logos/logo.js';
import { logoEtag } from '../../logos/logo-etag.js';
import { sequentialId } from '../sequential-ids.js';
import { ACCOUNT_A, ACCOUNT_B, type PortsFactory, useSeededPorts } from './ports-factory.js';

const SUBSCRIPTION = sequentialId(0x1060);

/** Bytes of every value 0-255, repeated to `length`: zero bytes and high bytes alike. */
function someBytes(length: number, seed = 0): Uint8Array {
  return Uint8Array.from({ length }, (_, index) => (index + seed) % 256);
}

const aLogo = (overrides: Partial<StoredLogo> = {}): StoredLogo => {
  const bytes = overrides.bytes ?? someBytes(600);
  return {
    accountId: ACCOUNT_A,
    subscriptionId: SUBSCRIPTION,
    contentType: 'image/webp',
    bytes,
    etag: logoEtag(bytes),
    updatedAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
};

// A store may answer a Buffer or another Uint8Array view: compare the bytes themselves.
const plain = (logo: StoredLogo | null) => logo && { ...logo, bytes: [...logo.bytes] };

/**
 * The `LogoStore` contract: one logo a subscription, read back byte for byte with its
 * content type, ETag and time; a new one replaces the old; scoped by account and
 * subscription together; removed once; written and rolled back with its transaction.
 *
 * @example
 * describeLogoStoreContract(() => ({ ports: createInMemoryPorts() }));
 */
export function describeLogoStoreContract(factory: PortsFactory): void {
  describe('LogoStore contract', () => {
    const ports = useSeededPorts(factory);

    it('reads back a stored logo byte for byte, a large one included', async () => {
      const store = ports().logos;
      const logo = aLogo({ bytes: someBytes(300_000, 7) });
      await store.put(logo);
      assert.deepEqual(plain(await store.get(ACCOUNT_A, SUBSCRIPTION)), plain(logo));
      assert.equal(await store.get(ACCOUNT_A, sequentialId(0x1061)), null);
    });

    it('replaces the logo a subscription had', async () => {
      const store = ports().logos;
      await store.put(aLogo());
      const bytes = someBytes(40, 3);
      const newer = aLogo({
        contentType: 'image/png',
        bytes,
        etag: logoEtag(bytes),
        updatedAt: '2026-11-22T08:00:00.000Z',
      });
      await store.put(newer);
      assert.deepEqual(plain(await store.get(ACCOUNT_A, SUBSCRIPTION)), plain(newer));
    });

    it('never shows or removes one account’s logo to another account', async () => {
      const store = ports().logos;
      await store.put(aLogo());
      assert.equal(await store.get(ACCOUNT_B, SUBSCRIPTION), null);
      assert.equal(await store.delete(ACCOUNT_B, SUBSCRIPTION), false);
      const theirs = aLogo({
        accountId: ACCOUNT_B,
        bytes: someBytes(10),
        etag: logoEtag(someBytes(10)),
      });
      await store.put(theirs);
      assert.deepEqual(plain(await store.get(ACCOUNT_A, SUBSCRIPTION)), plain(aLogo()));
      assert.deepEqual(plain(await store.get(ACCOUNT_B, SUBSCRIPTION)), plain(theirs));
    });

    it('removes a logo once and reports whether there was one', async () => {
      const store = ports().logos;
      await store.put(aLogo());
      assert.equal(await store.delete(ACCOUNT_A, SUBSCRIPTION), true);
      assert.equal(await store.get(ACCOUNT_A, SUBSCRIPTION), null);
      assert.equal(await store.delete(ACCOUNT_A, SUBSCRIPTION), false);
    });

    it('keeps a logo written in a transaction only when it commits', async () => {
      const p = ports();
      await assert.rejects(
        p.unitOfWork.transaction(async (tx) => {
          await tx.logos.put(aLogo());
          assert.notEqual(await tx.logos.get(ACCOUNT_A, SUBSCRIPTION), null);
          throw new Error('rolled back');
        }),
        /rolled back/,
      );
      assert.equal(await p.logos.get(ACCOUNT_A, SUBSCRIPTION), null);
      await p.unitOfWork.transaction((tx) => tx.logos.put(aLogo()));
      await assert.rejects(
        p.unitOfWork.transaction(async (tx) => {
          await tx.logos.delete(ACCOUNT_A, SUBSCRIPTION);
          throw new Error('rolled back');
        }),
        /rolled back/,
      );
      assert.deepEqual(plain(await p.logos.get(ACCOUNT_A, SUBSCRIPTION)), plain(aLogo()));
    });
  });
}
