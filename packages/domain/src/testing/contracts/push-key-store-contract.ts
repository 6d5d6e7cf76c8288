import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { makePushKeyPair } from '../../devices/push-key-pair.js';
import { DeterministicRandom } from '../deterministic-random.js';
import { type PortsFactory, useFreshPorts } from './ports-factory.js';

const first = makePushKeyPair(new DeterministicRandom(1), '2026-11-21T08:00:00.000Z');
const second = makePushKeyPair(new DeterministicRandom(2), '2026-11-21T08:00:00.001Z');

/**
 * The `PushKeyStore` contract: no pair before one is kept; the first pair kept stays, and
 * every later or simultaneous attempt to keep another answers the first.
 */
export function describePushKeyStoreContract(factory: PortsFactory): void {
  describe('PushKeyStore contract', () => {
    const ports = useFreshPorts(factory);

    it('holds no key pair at first', async () => {
      assert.equal(await ports().pushKeys.get(), null);
    });

    it('keeps the first pair and answers it to every later attempt', async () => {
      const { pushKeys } = ports();
      assert.deepEqual(await pushKeys.keepFirst(first), first);
      assert.deepEqual(await pushKeys.keepFirst(second), first);
      assert.deepEqual(await pushKeys.get(), first);
    });

    it('answers one pair to two attempts made at the same moment', async () => {
      const { pushKeys } = ports();
      const [a, b] = await Promise.all([pushKeys.keepFirst(first), pushKeys.keepFirst(second)]);
      assert.deepEqual(a, b);
      assert.deepEqual(await pushKeys.get(), a);
    });
  });
}
