import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectDomainError, expectDomainRejection } from '../testing/expect-domain-error.js';
import { anOwnerWorld, ownerOf } from '../testing/owner-world.js';
import { saveMemberPreferences } from '../use-cases/save-member-preferences.js';
import { parseLanguageChoice } from './member-preferences.js';

const OFFERED = ['en', 'de', 'zh-Hans'];

describe('parseLanguageChoice', () => {
  it('takes a language offered, and Automatic as no choice', () => {
    assert.equal(parseLanguageChoice('zh-Hans', OFFERED), 'zh-Hans');
    assert.equal(parseLanguageChoice('automatic', OFFERED), null);
    assert.equal(parseLanguageChoice('', OFFERED), null);
  });

  it('refuses a language not offered, naming the field and the choices', () => {
    const error = expectDomainError(
      () => parseLanguageChoice('pt', OFFERED),
      'invalid_member',
      'language',
    );
    assert.deepEqual(error.details.allowedValues, ['automatic', 'en', 'de', 'zh-Hans']);
  });
});

describe('saveMemberPreferences', () => {
  it('keeps the member’s language for later sessions, and only theirs', async () => {
    const world = await anOwnerWorld();
    const owner = await ownerOf(world.ports, world.accountId);
    await saveMemberPreferences(
      world.ports,
      { accountId: world.accountId, memberId: owner.id },
      { language: 'de' },
    );
    assert.equal((await ownerOf(world.ports, world.accountId)).language, 'de');
    await saveMemberPreferences(
      world.ports,
      { accountId: world.accountId, memberId: owner.id },
      { language: null },
    );
    assert.equal((await ownerOf(world.ports, world.accountId)).language, null);
  });

  it('refuses a member the account does not have', async () => {
    const world = await anOwnerWorld();
    await expectDomainRejection(
      () =>
        saveMemberPreferences(
          world.ports,
          { accountId: world.accountId, memberId: 'nobody' },
          { language: 'de' },
        ),
      'member_not_found',
      'memberId',
    );
  });
});
