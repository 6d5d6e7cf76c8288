import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '../shared/domain-error.js';
import { anAccount } from '../testing/builders.js';
import { ownerOf, ownerSessionsOf } from '../testing/owner-world.js';
import { aTestWorld } from '../testing/test-world.js';
import { setOwnerEmail } from './set-owner-email.js';
import { setOwnerPassword } from './set-owner-password.js';

const cli = { type: 'cli', id: null } as const;
const isCode = (code: string, field?: string) => (error: unknown) =>
  error instanceof DomainError && error.code === code && error.details.field === field;

describe('setOwnerEmail', () => {
  it('gives the account an email and refuses it for a second account in any case', async () => {
    const { ports, accountId } = await aTestWorld();
    const other = anAccount({ id: '0000000b-0000-4000-8000-000000000000' });
    await ports.accounts.insert(other);
    assert.equal(
      (await setOwnerEmail(ports, accountId, 'ada@example.com')).emailKey,
      'ada@example.com',
    );
    await assert.rejects(
      () => setOwnerEmail(ports, other.id, 'ADA@example.com'),
      isCode('invalid_owner_login', 'email'),
    );
    assert.equal(
      (await setOwnerEmail(ports, accountId, 'Ada@Example.com')).email,
      'Ada@Example.com',
    );
  });

  it('refuses an unknown account and a malformed email', async () => {
    const { ports, accountId } = await aTestWorld();
    await assert.rejects(
      () => setOwnerEmail(ports, '00000000-0000-4000-8000-00000000dead', 'a@b.co'),
      isCode('account_not_found', 'accountId'),
    );
    await assert.rejects(
      () => setOwnerEmail(ports, accountId, 'not an email'),
      isCode('invalid_owner_login', 'email'),
    );
  });
});

describe('setOwnerPassword', () => {
  it('stores only a hash, ends every session and audits the change for the command line', async () => {
    const { ports, accountId } = await aTestWorld();
    await setOwnerEmail(ports, accountId, 'ada@example.com');
    await ports.webSessions.insert({
      idHash: 'h'.repeat(64),
      publicId: 'p',
      accountId,
      memberId: (await ownerOf(ports, accountId)).id,
      createdAt: '2026-11-21T07:00:00.000Z',
      lastSeenAt: '2026-11-21T07:00:00.000Z',
    });
    await setOwnerPassword(ports, {
      accountId,
      password: 'twelve chars!',
      actor: cli,
      requestId: 'cli-1',
      keepSessionIdHash: null,
    });
    const login = await ownerOf(ports, accountId);
    assert.ok(login.passwordHash && !login.passwordHash.includes('twelve chars!'));
    assert.equal(login.email, 'ada@example.com');
    assert.equal((await ownerSessionsOf(ports, accountId)).length, 0);
  });

  it('refuses a short password and an unknown account, changing nothing', async () => {
    const { ports, accountId } = await aTestWorld();
    await assert.rejects(
      setOwnerPassword(ports, {
        accountId,
        password: 'short',
        actor: cli,
        requestId: 'r',
        keepSessionIdHash: null,
      }),
      isCode('invalid_owner_login', 'password'),
    );
    await assert.rejects(
      setOwnerPassword(ports, {
        accountId: '00000000-0000-4000-8000-00000000dead',
        password: 'long enough password',
        actor: cli,
        requestId: 'r',
        keepSessionIdHash: null,
      }),
      isCode('account_not_found', 'accountId'),
    );
    assert.deepEqual(await ports.members.listByAccount(accountId), []);
  });
});
