import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createInMemoryPorts } from '../testing/in-memory-ports.js';
import { createAccount } from './create-account.js';

describe('createAccount', () => {
  it('stores an account with a new id, the trimmed name and the current time', () => {
    const ports = createInMemoryPorts();
    const account = createAccount(ports, { name: '  Household  ' });
    assert.equal(account.name, 'Household');
    assert.equal(account.createdAt, ports.clock.now().toISOString());
    assert.deepEqual(ports.accounts.findById(account.id), account);
  });

  it('gives each account its own id', () => {
    const ports = createInMemoryPorts();
    const a = createAccount(ports, { name: 'A' });
    const b = createAccount(ports, { name: 'B' });
    assert.notEqual(a.id, b.id);
    assert.equal(ports.accounts.list().length, 2);
  });
});
