import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MemberSummary } from '@subtrack/domain';
import { translatorFor } from '@subtrack/i18n';
import { roleWords, toMemberRows } from './member-rows.js';

const { t } = translatorFor('en');

const PREFS = { locale: 'en-GB', timeZone: 'UTC' };
const member = (overrides: Partial<MemberSummary>): MemberSummary => ({
  memberId: 'm-1',
  email: 'owner@example.com',
  role: 'owner',
  createdAt: '2026-11-21T08:00:00.000Z',
  ...overrides,
});

describe('toMemberRows', () => {
  it('names each member by email (or says there is none), role in words, local join time', () => {
    const rows = toMemberRows(
      [member({}), member({ memberId: 'm-2', email: null, role: 'viewer' })],
      PREFS,
      'm-2',
      t,
    );
    assert.deepEqual(
      rows.map((r) => [r.name, r.roleLabel, r.joined, r.isYou]),
      [
        ['owner@example.com', 'Owner', '21 Nov 2026, 08:00', false],
        ['No email yet', 'Viewer', '21 Nov 2026, 08:00', true],
      ],
    );
  });

  it('marks the only owner, and no one once there are two', () => {
    const one = toMemberRows(
      [member({}), member({ memberId: 'm-2', role: 'editor' })],
      PREFS,
      '',
      t,
    );
    assert.deepEqual(
      one.map((r) => r.lastOwner),
      [true, false],
    );
    const two = toMemberRows([member({}), member({ memberId: 'm-2' })], PREFS, '', t);
    assert.deepEqual(
      two.map((r) => r.lastOwner),
      [false, false],
    );
  });

  it('says a role with its article inside a sentence', () => {
    assert.equal(roleWords('editor', true), 'an editor');
    assert.equal(roleWords('viewer', true), 'a viewer');
    assert.equal(roleWords('owner'), 'Owner');
  });
});
