import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anAccount } from '../builders.js';
import { sequentialId } from '../sequential-ids.js';
import { type PortsFactory, useFreshPorts } from './ports-factory.js';

/** The `AccountStore` contract: round trip and oldest-first listing. */
export function describeAccountStoreContract(factory: PortsFactory): void {
  describe('AccountStore contract', () => {
    const ports = useFreshPorts(factory);

    it('finds a stored account, and nothing for an unknown id', async () => {
      const { accounts } = ports();
      const account = anAccount({ name: 'Familie Müller' });
      await accounts.insert(account);
      assert.deepEqual(await accounts.findById(account.id), account);
      assert.equal(await accounts.findById(sequentialId(0xdead)), null);
    });

    it('lists accounts oldest first', async () => {
      const { accounts } = ports();
      const newer = anAccount({ id: sequentialId(0xa1), createdAt: '2026-11-02T00:00:00.000Z' });
      const older = anAccount({ id: sequentialId(0xa2), createdAt: '2026-11-01T00:00:00.000Z' });
      await accounts.insert(newer);
      await accounts.insert(older);
      assert.deepEqual(await accounts.list(), [older, newer]);
    });

    it('lists nothing when there are no accounts', async () => {
      assert.deepEqual(await ports().accounts.list(), []);
    });
  });
}
