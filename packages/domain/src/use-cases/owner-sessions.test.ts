import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '../shared/domain-error.js';
import {
  anOwnerWorld,
  auditRecordsOf,
  OWNER_PASSWORD,
  ownerSessionsOf,
} from '../testing/owner-world.js';
import { changeMemberPassword } from './change-member-password.js';
import { listWebSessions } from './list-web-sessions.js';
import { resumeWebSession } from './resume-web-session.js';
import { signInWithPassword } from './sign-in-with-password.js';
import { signOutOtherSessions } from './sign-out-other-sessions.js';
import { signOutWebSession } from './sign-out-web-session.js';

const DAY = 24 * 60 * 60 * 1000;

async function signedIn(
  world: Awaited<ReturnType<typeof anOwnerWorld>>,
  password = OWNER_PASSWORD,
) {
  const result = await signInWithPassword(world.ports, {
    email: 'owner@example.com',
    password,
    requestId: 'r',
  });
  assert.ok(result.ok);
  return result.session.sessionId;
}

describe('resumeWebSession', () => {
  it('ends a session unused for 7 days', async () => {
    const world = await anOwnerWorld();
    const id = await signedIn(world);
    world.clock.advance(7 * DAY - 1);
    assert.ok(await resumeWebSession(world.ports, id));
    world.clock.advance(7 * DAY);
    assert.equal(await resumeWebSession(world.ports, id), null);
    assert.equal((await ownerSessionsOf(world.ports, world.accountId)).length, 0);
  });

  it('ends a session 30 days after sign-in even when used every day', async () => {
    const world = await anOwnerWorld();
    const id = await signedIn(world);
    for (let day = 1; day < 30; day++) {
      world.clock.advance(DAY);
      assert.ok(await resumeWebSession(world.ports, id), `day ${day}`);
    }
    world.clock.advance(DAY);
    assert.equal(await resumeWebSession(world.ports, id), null);
  });

  it('writes last-seen at most once a minute', async () => {
    const world = await anOwnerWorld();
    const id = await signedIn(world);
    const before = (await ownerSessionsOf(world.ports, world.accountId))[0]?.lastSeenAt;
    world.clock.advance(30_000);
    await resumeWebSession(world.ports, id);
    assert.equal((await ownerSessionsOf(world.ports, world.accountId))[0]?.lastSeenAt, before);
    world.clock.advance(30_000);
    await resumeWebSession(world.ports, id);
    assert.notEqual((await ownerSessionsOf(world.ports, world.accountId))[0]?.lastSeenAt, before);
  });

  it('knows no unknown id', async () => {
    const world = await anOwnerWorld();
    assert.equal(await resumeWebSession(world.ports, 'nope'), null);
  });
});

describe('signOutWebSession and signOutOtherSessions', () => {
  it('makes a signed-out session id useless, even a stolen copy', async () => {
    const world = await anOwnerWorld();
    const id = await signedIn(world);
    await signOutWebSession(world.ports, id);
    assert.equal(await resumeWebSession(world.ports, id), null);
  });

  it('ends the other sessions, keeps this one, and audits it', async () => {
    const world = await anOwnerWorld();
    const mine = await signedIn(world);
    const other = await signedIn(world);
    const session = await resumeWebSession(world.ports, mine);
    assert.ok(session);
    assert.equal(await signOutOtherSessions(world.ports, { session, requestId: 'r9' }), 1);
    assert.ok(await resumeWebSession(world.ports, mine));
    assert.equal(await resumeWebSession(world.ports, other), null);
    const record = (await auditRecordsOf(world.ports, world.accountId)).find(
      (r) => r.action === 'owner.signed_out_elsewhere',
    );
    assert.equal(record?.requestId, 'r9');
  });
});

describe('listWebSessions', () => {
  it('lists live sessions with the current one marked and no secret', async () => {
    const world = await anOwnerWorld();
    const mine = await signedIn(world);
    world.clock.advance(2 * 60_000);
    const other = await signedIn(world);
    const session = await resumeWebSession(world.ports, mine);
    assert.ok(session);
    const listed = await listWebSessions(world.ports, session);
    assert.deepEqual(listed.map((s) => s.current).sort(), [false, true]);
    assert.ok(!JSON.stringify(listed).includes(mine) && !JSON.stringify(listed).includes(other));
    assert.ok(!JSON.stringify(listed).includes(session.idHash));
  });

  it('leaves out expired sessions', async () => {
    const world = await anOwnerWorld();
    const old = await signedIn(world);
    world.clock.advance(8 * DAY);
    const mine = await signedIn(world);
    const session = await resumeWebSession(world.ports, mine);
    assert.ok(session && old);
    assert.equal((await listWebSessions(world.ports, session)).length, 1);
  });
});

describe('changeMemberPassword', () => {
  it('needs the current password, then signs out every other session', async () => {
    const world = await anOwnerWorld();
    const mine = await signedIn(world);
    const other = await signedIn(world);
    const session = await resumeWebSession(world.ports, mine);
    assert.ok(session);
    await assert.rejects(
      changeMemberPassword(world.ports, {
        session,
        currentPassword: 'wrong wrong wrong',
        newPassword: 'a brand new passphrase',
        requestId: 'r',
      }),
      (error: unknown) => error instanceof DomainError && error.details.field === 'currentPassword',
    );
    assert.ok(await resumeWebSession(world.ports, other), 'a refused change ends nothing');
    await changeMemberPassword(world.ports, {
      session,
      currentPassword: OWNER_PASSWORD,
      newPassword: 'a brand new passphrase',
      requestId: 'r',
    });
    assert.ok(await resumeWebSession(world.ports, mine));
    assert.equal(await resumeWebSession(world.ports, other), null);
    await signedIn(world, 'a brand new passphrase');
    const result = await signInWithPassword(world.ports, {
      email: 'owner@example.com',
      password: OWNER_PASSWORD,
      requestId: 'r',
    });
    assert.equal(result.ok, false);
    assert.ok(
      (await auditRecordsOf(world.ports, world.accountId)).some(
        (r) => r.action === 'owner.password_changed' && r.requestId === 'r',
      ),
    );
  });

  it('refuses a new password under 12 characters and keeps the old one', async () => {
    const world = await anOwnerWorld();
    const session = await resumeWebSession(world.ports, await signedIn(world));
    assert.ok(session);
    await assert.rejects(
      changeMemberPassword(world.ports, {
        session,
        currentPassword: OWNER_PASSWORD,
        newPassword: 'short',
        requestId: 'r',
      }),
      (error: unknown) => error instanceof DomainError && error.details.field === 'password',
    );
    await signedIn(world);
  });
});
