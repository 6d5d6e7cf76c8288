import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anApiKey } from '@subtrack/domain/testing';
import { PSEUDO_LANGUAGE, translatorFor } from '@subtrack/i18n';
import { h } from 'preact';
import { renderInPseudoLocale, unmarkedOnPage } from '../testing/pseudo-locale.js';
import { aWebSession } from '../testing/test-session.js';
import { toKeyRows } from '../view-models/key-rows.js';
import { KeysScreen } from './keys/keys-screen.js';
import { RevokeKeyScreen } from './keys/revoke-key-screen.js';
import { SettingsScreen } from './settings-screen.js';

const { t } = translatorFor(PSEUDO_LANGUAGE);
const session = aWebSession();
// Names, emails and dates the screens show as they are: the member's, not the catalogs'.
const PREFS = { locale: 'en', timeZone: 'UTC' };
const SHOWN_AS_IS = [session.email ?? '', 'Home Assistant'];

describe('the settings screens in the pseudo-locale', () => {
  it('say every word of the settings page through the catalogs', () => {
    assert.deepEqual(
      unmarkedOnPage(
        renderInPseudoLocale(h(SettingsScreen, { session, notice: null })),
        SHOWN_AS_IS,
      ),
      [],
    );
  });

  it('say every word of the API keys screens through the catalogs', () => {
    const keys = [
      anApiKey({ label: 'Home Assistant', scope: 'write', createdAt: '2026-11-01T09:00:00.000Z' }),
      anApiKey({ label: null, revokedAt: '2026-11-05T08:00:00.000Z' }),
    ];
    const rows = toKeyRows(keys, PREFS, new Map(), t);
    const created = { keyId: 'k', key: 'sk_secret', scope: 'write', label: 'Home Assistant' };
    const screen = h(KeysScreen, {
      session,
      notice: null,
      rows,
      created,
      values: { label: '', scope: 'read' },
      errors: [{ field: 'scope', message: t('keys.create.scope.missing') }],
    });
    const ids = rows.flatMap((row) => [row.id, row.created, row.lastUsed, row.revoked ?? '']);
    assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(screen), [...SHOWN_AS_IS, ...ids]), []);
    const revoke = h(RevokeKeyScreen, { session, row: rows[0]! });
    assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(revoke), [...SHOWN_AS_IS, ...ids]), []);
    assert.deepEqual(
      unmarkedOnPage(
        renderInPseudoLocale(
          h(KeysScreen, {
            session,
            notice: null,
            rows: [],
            created: null,
            values: { label: '', scope: 'read' },
          }),
        ),
        SHOWN_AS_IS,
      ),
      [],
    );
  });
});
