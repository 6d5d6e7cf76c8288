import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectDomainError } from '../testing/expect-domain-error.js';
import { MEMBER_ROLES, parseMemberRole, roleAllows } from './member.js';
import { parsePasskeyName, passkeyCounterAccepted } from './passkey.js';

describe('roleAllows', () => {
  it('lets an owner do everything, an editor what editors and viewers may, a viewer only reading', () => {
    const allowed = MEMBER_ROLES.flatMap((role) =>
      MEMBER_ROLES.filter((needed) => roleAllows(role, needed)).map(
        (needed) => `${role}>${needed}`,
      ),
    );
    assert.deepEqual(allowed, [
      'owner>owner',
      'owner>editor',
      'owner>viewer',
      'editor>editor',
      'editor>viewer',
      'viewer>viewer',
    ]);
  });
});

describe('parseMemberRole', () => {
  it('accepts the three roles and refuses anything else, listing them', () => {
    assert.equal(parseMemberRole('viewer'), 'viewer');
    const error = expectDomainError(() => parseMemberRole('Owner'), 'invalid_member', 'role');
    assert.deepEqual(error.details.allowedValues, ['owner', 'editor', 'viewer']);
    expectDomainError(() => parseMemberRole('admin', 'newRole'), 'invalid_member', 'newRole');
  });
});

describe('parsePasskeyName', () => {
  it('trims a name and keeps 1 to 64 characters without control characters', () => {
    assert.equal(parsePasskeyName('  Phone '), 'Phone');
    assert.equal(parsePasskeyName('🔑'.repeat(64)).length, 128);
    for (const bad of ['', '   ', 'x'.repeat(65), 'a\nb', '\u0000']) {
      expectDomainError(() => parsePasskeyName(bad), 'invalid_passkey', 'name');
    }
  });
});

describe('passkeyCounterAccepted', () => {
  it('accepts a counter that went up, or zero twice (no counter), and nothing else', () => {
    assert.equal(passkeyCounterAccepted(0, 0), true);
    assert.equal(passkeyCounterAccepted(0, 1), true);
    assert.equal(passkeyCounterAccepted(41, 42), true);
    assert.equal(passkeyCounterAccepted(42, 42), false);
    assert.equal(passkeyCounterAccepted(42, 3), false);
    assert.equal(passkeyCounterAccepted(5, 0), false);
  });
});
