import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { hashSecretToken, resumeWebSession, signInWithPassword } from '@subtrack/domain';
import BetterSqlite3 from 'better-sqlite3';
import { createSqlitePorts } from '../create-sqlite-ports.js';
import { openDatabase } from '../open-database.js';
import { tempDir } from '../test-support/fixtures.js';
import { applyMigrations } from './apply-migrations.js';
import { MIGRATIONS } from './index.js';

const WITH_LOGIN = '0190f0e2-7c3b-7d6a-9a4b-000000000001';
const WITHOUT_LOGIN = '0190f0e2-7c3b-7d6a-9a4b-000000000002';
const SESSION_ID = 'a-session-id-of-the-owner-before-members';
const T0 = '2026-11-20T09:00:00.000Z';

/**
 * A database as subtrack wrote it before migration 10: an account with an owner login (a
 * password hash, a session, a sign-in link, a web audit record) and one without a login.
 */
function aVersion9Database(path: string, passwordHash: string): void {
  const old = new BetterSqlite3(path);
  applyMigrations(old, MIGRATIONS.slice(0, 9));
  const run = (sql: string, ...params: unknown[]) => old.prepare(sql).run(...params);
  for (const [id, name] of [
    [WITH_LOGIN, 'Home'],
    [WITHOUT_LOGIN, 'Office'],
  ]) {
    run('INSERT INTO accounts (id, name, created_at) VALUES (?, ?, ?)', id, name, T0);
  }
  run(
    `INSERT INTO owner_logins (account_id, email, email_key, password_hash, created_at, updated_at)
     VALUES (?, 'Ada@Example.com', 'ada@example.com', ?, ?, ?)`,
    WITH_LOGIN,
    passwordHash,
    T0,
    T0,
  );
  run(
    `INSERT INTO web_sessions (id_hash, public_id, account_id, created_at, last_seen_at)
     VALUES (?, 'session-1', ?, ?, ?)`,
    hashSecretToken(SESSION_ID),
    WITH_LOGIN,
    new Date().toISOString(),
    new Date().toISOString(),
  );
  run(
    `INSERT INTO sign_in_links (token_hash, account_id, created_at, expires_at)
     VALUES ('link-hash', ?, ?, '2026-11-20T09:15:00.000Z')`,
    WITH_LOGIN,
    T0,
  );
  run(
    `INSERT INTO audit_records (id, account_id, occurred_at, action, resource_type, resource_id,
       actor_type, actor_id, api_key_id, request_id, changes)
     VALUES ('aud-1', ?, ?, 'owner.signed_in', 'account', ?, 'web', 'session-1', NULL, 'req-1', NULL)`,
    WITH_LOGIN,
    T0,
    WITH_LOGIN,
  );
  old.close();
}

describe('migration 10: members and sign-in methods', () => {
  it('makes each owner login the first member, an owner, keeping its sessions, links and audit', async () => {
    const { dir, dispose } = tempDir();
    const path = join(dir, 'v9.db');
    const probeDb = openDatabase(join(dir, 'hasher.db'));
    const hash = await createSqlitePorts(probeDb).passwordHasher.hash(
      'correct horse battery staple',
    );
    probeDb.close();
    aVersion9Database(path, hash);

    const db = openDatabase(path);
    const ports = createSqlitePorts(db);
    const [owner] = await ports.members.listByAccount(WITH_LOGIN);
    assert.ok(owner);
    assert.deepEqual(
      {
        email: owner.email,
        emailKey: owner.emailKey,
        role: owner.role,
        createdAt: owner.createdAt,
      },
      { email: 'Ada@Example.com', emailKey: 'ada@example.com', role: 'owner', createdAt: T0 },
    );
    assert.match(owner.id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);

    // The session signed in before the upgrade is the owner's, still signed in.
    const session = await resumeWebSession(ports, SESSION_ID);
    assert.equal(session?.memberId, owner.id);
    assert.equal(session?.role, 'owner');
    assert.equal((await ports.signInLinks.find('link-hash'))?.memberId, owner.id);

    // The password still signs in, and the old web audit record names the owner.
    const signIn = await signInWithPassword(ports, {
      email: 'ada@example.com',
      password: 'correct horse battery staple',
      requestId: 'r',
    });
    assert.equal(signIn.ok, true);
    const records = await ports.audit.list(WITH_LOGIN, { limit: 10, offset: 0, filters: {} });
    const old = records.items.find((record) => record.id === 'aud-1');
    assert.deepEqual(old?.actor, { type: 'web', id: 'session-1', memberId: owner.id });

    // An account that never had a login gets an owner without email or password.
    const others = await ports.members.listByAccount(WITHOUT_LOGIN);
    assert.deepEqual(
      others.map((m) => [m.role, m.email, m.passwordHash]),
      [['owner', null, null]],
    );
    db.close();
    dispose();
  });
});
