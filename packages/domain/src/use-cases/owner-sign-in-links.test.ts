import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '../shared/domain-error.js';
import { anOwnerWorld, auditRecordsOf } from '../testing/owner-world.js';
import { aTestWorld } from '../testing/test-world.js';
import { createSignInLink } from './create-sign-in-link.js';
import { redeemSignInLink } from './redeem-sign-in-link.js';
import { signInLinkWorks } from './sign-in-link-works.js';

const tokenOf = (path: string) => path.replace('/sign-in/link/', '');

describe('createSignInLink and redeemSignInLink', () => {
  it('signs in once with a fresh link and asks for a password when none is set', async () => {
    const { ports, accountId } = await anOwnerWorld({ withPassword: false });
    const link = await createSignInLink(ports, accountId);
    assert.match(link.path, /^\/sign-in\/link\/[A-Za-z0-9_-]{43}$/);
    const session = await redeemSignInLink(ports, { token: tokenOf(link.path), requestId: 'r' });
    assert.equal(session.accountId, accountId);
    assert.equal(session.needsPassword, true);
    assert.ok((await auditRecordsOf(ports, accountId)).some((r) => r.action === 'owner.signed_in'));
  });

  it('tells whether a link still works without using it up', async () => {
    const { ports, accountId, clock } = await anOwnerWorld();
    const used = tokenOf((await createSignInLink(ports, accountId)).path);
    const fresh = tokenOf((await createSignInLink(ports, accountId)).path);
    assert.equal(await signInLinkWorks(ports, used), true);
    assert.equal(await signInLinkWorks(ports, used), true, 'looking did not use it up');
    await redeemSignInLink(ports, { token: used, requestId: 'r' });
    assert.equal(await signInLinkWorks(ports, used), false);
    assert.equal(await signInLinkWorks(ports, 'not-a-token'), false);
    clock.advance(15 * 60 * 1000);
    assert.equal(await signInLinkWorks(ports, fresh), false, 'expired');
  });

  it('refuses the same link a second time', async () => {
    const { ports, accountId } = await anOwnerWorld();
    const token = tokenOf((await createSignInLink(ports, accountId)).path);
    await redeemSignInLink(ports, { token, requestId: 'r' });
    await assert.rejects(
      () => redeemSignInLink(ports, { token, requestId: 'r' }),
      (error: unknown) => error instanceof DomainError && error.code === 'sign_in_link_invalid',
    );
  });

  it('works until 15 minutes have passed and not after', async () => {
    const { ports, accountId, clock } = await anOwnerWorld();
    const early = tokenOf((await createSignInLink(ports, accountId)).path);
    const late = tokenOf((await createSignInLink(ports, accountId)).path);
    clock.advance(15 * 60 * 1000 - 1);
    assert.equal(
      (await redeemSignInLink(ports, { token: early, requestId: 'r' })).accountId,
      accountId,
    );
    clock.advance(1);
    await assert.rejects(() => redeemSignInLink(ports, { token: late, requestId: 'r' }), /expired/);
  });

  it('refuses an unknown token', async () => {
    const { ports } = await aTestWorld();
    await assert.rejects(
      () => redeemSignInLink(ports, { token: 'x'.repeat(43), requestId: 'r' }),
      /expired or has already been used/,
    );
  });

  it('stores only the token’s hash', async () => {
    const { ports, accountId } = await anOwnerWorld();
    const token = tokenOf((await createSignInLink(ports, accountId)).path);
    assert.equal(await ports.signInLinks.take(token), null);
  });

  it('refuses to make a link for an unknown account', async () => {
    const { ports } = await aTestWorld();
    await assert.rejects(
      () => createSignInLink(ports, '00000000-0000-0000-0000-000000000000'),
      (error: unknown) => error instanceof DomainError && error.code === 'account_not_found',
    );
  });
});
