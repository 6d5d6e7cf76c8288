import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '../shared/domain-error.js';
import { anOwnerWorld, auditRecordsOf } from '../testing/owner-world.js';
import { aTestWorld } from '../testing/test-world.js';
import { createSignInLink } from './create-sign-in-link.js';
import { redeemSignInLink, signInLinkWorks } from './redeem-sign-in-link.js';

const tokenOf = (path: string) => path.replace('/sign-in/link/', '');

describe('createSignInLink and redeemSignInLink', () => {
  it('signs in once with a fresh link and asks for a password when none is set', async () => {
    const { ports, accountId } = await anOwnerWorld({ withPassword: false });
    const link = createSignInLink(ports, accountId);
    assert.match(link.path, /^\/sign-in\/link\/[A-Za-z0-9_-]{43}$/);
    const session = redeemSignInLink(ports, { token: tokenOf(link.path), requestId: 'r' });
    assert.equal(session.accountId, accountId);
    assert.equal(session.needsPassword, true);
    assert.ok(auditRecordsOf(ports, accountId).some((r) => r.action === 'owner.signed_in'));
  });

  it('tells whether a link still works without using it up', async () => {
    const { ports, accountId, clock } = await anOwnerWorld();
    const used = tokenOf(createSignInLink(ports, accountId).path);
    const fresh = tokenOf(createSignInLink(ports, accountId).path);
    assert.equal(signInLinkWorks(ports, used), true);
    assert.equal(signInLinkWorks(ports, used), true, 'looking did not use it up');
    redeemSignInLink(ports, { token: used, requestId: 'r' });
    assert.equal(signInLinkWorks(ports, used), false);
    assert.equal(signInLinkWorks(ports, 'not-a-token'), false);
    clock.advance(15 * 60 * 1000);
    assert.equal(signInLinkWorks(ports, fresh), false, 'expired');
  });

  it('refuses the same link a second time', async () => {
    const { ports, accountId } = await anOwnerWorld();
    const token = tokenOf(createSignInLink(ports, accountId).path);
    redeemSignInLink(ports, { token, requestId: 'r' });
    assert.throws(
      () => redeemSignInLink(ports, { token, requestId: 'r' }),
      (error: unknown) => error instanceof DomainError && error.code === 'sign_in_link_invalid',
    );
  });

  it('works until 15 minutes have passed and not after', async () => {
    const { ports, accountId, clock } = await anOwnerWorld();
    const early = tokenOf(createSignInLink(ports, accountId).path);
    const late = tokenOf(createSignInLink(ports, accountId).path);
    clock.advance(15 * 60 * 1000 - 1);
    assert.equal(redeemSignInLink(ports, { token: early, requestId: 'r' }).accountId, accountId);
    clock.advance(1);
    assert.throws(() => redeemSignInLink(ports, { token: late, requestId: 'r' }), /expired/);
  });

  it('refuses an unknown token', () => {
    const { ports } = aTestWorld();
    assert.throws(
      () => redeemSignInLink(ports, { token: 'x'.repeat(43), requestId: 'r' }),
      /expired or has already been used/,
    );
  });

  it('stores only the token’s hash', async () => {
    const { ports, accountId } = await anOwnerWorld();
    const token = tokenOf(createSignInLink(ports, accountId).path);
    assert.equal(ports.signInLinks.take(token), null);
  });

  it('refuses to make a link for an unknown account', () => {
    const { ports } = aTestWorld();
    assert.throws(
      () => createSignInLink(ports, '00000000-0000-0000-0000-000000000000'),
      (error: unknown) => error instanceof DomainError && error.code === 'account_not_found',
    );
  });
});
