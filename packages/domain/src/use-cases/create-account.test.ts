import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createInMemoryPorts } from '../testing/in-memory-ports.js';
import { createAccount } from './create-account.js';

describe('createAccount', () => {
  it('stores an account with a new id, the trimmed name and the current time', async () => {
    const ports = createInMemoryPorts();
    const account = await createAccount(ports, { name: '  Household  ' });
    assert.equal(account.name, 'Household');
    assert.equal(account.createdAt, ports.clock.now().toISOString());
    assert.deepEqual(await ports.accounts.findById(account.id), account);
  });

  it('gives each account its own id', async () => {
    const ports = createInMemoryPorts();
    const a = await createAccount(ports, { name: 'A' });
    const b = await createAccount(ports, { name: 'B' });
    assert.notEqual(a.id, b.id);
    assert.equal((await ports.accounts.list()).length, 2);
  });
});
