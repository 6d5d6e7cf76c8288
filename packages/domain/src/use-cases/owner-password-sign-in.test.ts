import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hashSecretToken } from '../owners/secret-token.js';
import {
  anOwnerWorld,
  auditRecordsOf,
  OWNER_PASSWORD,
  ownerSessionsOf,
} from '../testing/owner-world.js';
import { resumeWebSession } from './resume-web-session.js';
import { signInWithPassword } from './sign-in-with-password.js';

describe('signInWithPassword', () => {
  it('starts a session for the right email (any case) and password, stored only as a hash', async () => {
    const { ports, accountId } = await anOwnerWorld();
    const result = await signInWithPassword(ports, {
      email: 'OWNER@example.com',
      password: OWNER_PASSWORD,
      requestId: 'r1',
    });
    assert.ok(result.ok);
    assert.equal(result.session.accountId, accountId);
    assert.equal(result.session.needsPassword, false);
    assert.match(result.session.sessionId, /^[A-Za-z0-9_-]{43}$/);
    const stored = await ownerSessionsOf(ports, accountId);
    assert.equal(stored.length, 1);
    assert.equal(stored[0]?.idHash, hashSecretToken(result.session.sessionId));
    assert.ok(!JSON.stringify(stored).includes(result.session.sessionId));
  });

  it('audits owner.signed_in with the session as actor and no secret', async () => {
    const { ports, accountId } = await anOwnerWorld();
    const result = await signInWithPassword(ports, {
      email: 'owner@example.com',
      password: OWNER_PASSWORD,
      requestId: 'r1',
    });
    assert.ok(result.ok);
    const record = (await auditRecordsOf(ports, accountId)).find(
      (r) => r.action === 'owner.signed_in',
    );
    assert.equal(record?.resourceType, 'owner');
    assert.deepEqual(record?.actor, {
      type: 'web',
      id: result.session.publicId,
      memberId: result.session.memberId,
    });
    assert.equal(record?.apiKeyId, null);
    assert.equal(record?.requestId, 'r1');
    assert.ok(!JSON.stringify(record).includes(result.session.sessionId));
    assert.ok(!JSON.stringify(record).includes(OWNER_PASSWORD));
  });

  it('gives a new session id at every sign-in', async () => {
    const { ports } = await anOwnerWorld();
    const input = { email: 'owner@example.com', password: OWNER_PASSWORD, requestId: 'r' };
    const first = await signInWithPassword(ports, input);
    const second = await signInWithPassword(ports, input);
    assert.ok(first.ok && second.ok);
    assert.notEqual(first.session.sessionId, second.session.sessionId);
  });

  it('fails the same way for a wrong password and an unknown email, telling only the account for throttling', async () => {
    const { ports, accountId } = await anOwnerWorld();
    const wrong = await signInWithPassword(ports, {
      email: 'owner@example.com',
      password: 'not the password',
      requestId: 'r',
    });
    const unknown = await signInWithPassword(ports, {
      email: 'nobody@example.com',
      password: OWNER_PASSWORD,
      requestId: 'r',
    });
    assert.deepEqual(wrong, { ok: false, accountId });
    assert.deepEqual(unknown, { ok: false, accountId: null });
    assert.equal((await ownerSessionsOf(ports, accountId)).length, 0);
  });

  it('fails for an owner without a password yet', async () => {
    const { ports, accountId } = await anOwnerWorld({ withPassword: false });
    const result = await signInWithPassword(ports, {
      email: 'owner@example.com',
      password: OWNER_PASSWORD,
      requestId: 'r',
    });
    assert.deepEqual(result, { ok: false, accountId });
  });

  it('refuses even the right password while the account is blocked', async () => {
    const { ports, accountId } = await anOwnerWorld();
    const result = await signInWithPassword(ports, {
      email: 'owner@example.com',
      password: OWNER_PASSWORD,
      requestId: 'r',
      reserveAccountAttempt: (id) => id !== accountId,
    });
    assert.deepEqual(result, { ok: false, accountId });
  });

  it('refuses the right password when the account’s throttle resolves to false (a shared store)', async () => {
    const { ports, accountId } = await anOwnerWorld();
    const result = await signInWithPassword(ports, {
      email: 'owner@example.com',
      password: OWNER_PASSWORD,
      requestId: 'r',
      reserveAccountAttempt: async (id) => id !== accountId,
    });
    assert.deepEqual(result, { ok: false, accountId });
  });

  it('accepts the password typed in another Unicode form (NFKC)', async () => {
    const { ports } = await anOwnerWorld();
    const fullWidth = 'ｃｏｒｒｅｃｔ horse battery staple';
    const result = await signInWithPassword(ports, {
      email: 'owner@example.com',
      password: fullWidth,
      requestId: 'r',
    });
    assert.equal(result.ok, true);
  });

  it('gives a session that resumes with the owner’s email', async () => {
    const { ports, accountId } = await anOwnerWorld();
    const result = await signInWithPassword(ports, {
      email: 'owner@example.com',
      password: OWNER_PASSWORD,
      requestId: 'r',
    });
    assert.ok(result.ok);
    const active = await resumeWebSession(ports, result.session.sessionId);
    assert.equal(active?.accountId, accountId);
    assert.equal(active?.email, 'Owner@Example.com');
    assert.equal(active?.hasPassword, true);
  });
});
