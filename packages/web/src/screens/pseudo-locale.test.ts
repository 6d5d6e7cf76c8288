import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CURRENCIES } from '@subtrack/domain';
import { LANGUAGES, languageName, PSEUDO_LANGUAGE } from '@subtrack/i18n';
import { h } from 'preact';
import { Layout } from '../components/layout.js';
import { formatInstant } from '../format/format-date.js';
import { renderInPseudoLocale, unmarkedOnPage } from '../testing/pseudo-locale.js';
import { aWebSession } from '../testing/test-session.js';
import { AccountScreen } from './account/account-screen.js';
import { CsrfRefusedScreen as CsrfRefused } from './csrf-refused-screen.js';
import { NotFoundScreen as NotFound } from './not-found-screen.js';
import { RoleRefusedScreen as RoleRefused } from './role-refused-screen.js';
import { ServerErrorScreen as ServerError } from './server-error-screen.js';

// Each converted screen, rendered in the pseudo-locale: a text outside the catalogs shows as
// one without ⟦…⟧. Add the screens you convert here.
const session = aWebSession();
const EMAIL = session.email;

describe('the converted screens in the pseudo-locale', () => {
  it('the frame: skip link, navigation, sign out', () => {
    assert.deepEqual(
      unmarkedOnPage(renderInPseudoLocale(h(Layout, { title: 'X', session, current: '/' }))),
      [EMAIL],
    );
  });

  it('the error pages', () => {
    assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(h(NotFound, { session }))), [EMAIL]);
    assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(h(NotFound, { session: null }))), []);
    assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(h(CsrfRefused, { session: null }))), []);
    assert.deepEqual(
      unmarkedOnPage(renderInPseudoLocale(h(ServerError, { session: null, requestId: 'r-1' })), [
        'r-1',
      ]),
      [],
    );
    for (const needed of ['owner', 'editor', 'viewer'] as const) {
      for (const changedMeanwhile of [false, true]) {
        const page = h(RoleRefused, { session, needed, changedMeanwhile });
        assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(page), [EMAIL]), []);
      }
    }
  });

  it('the account screen, for one who may change the home currency and for one who may not', () => {
    const sessions = [
      {
        publicId: 'p1',
        createdAt: '2026-11-01T09:00:00.000Z',
        lastSeenAt: '2026-11-02T09:00:00.000Z',
        current: true,
      },
      {
        publicId: 'p2',
        createdAt: '2026-11-01T09:00:00.000Z',
        lastSeenAt: '2026-11-02T09:00:00.000Z',
        current: false,
      },
    ];
    for (const mayChange of [true, false]) {
      const page = h(AccountScreen, {
        session,
        notice: null,
        sessions,
        timeZone: 'UTC',
        homeCurrency: { homeCurrency: mayChange ? null : 'EUR', mayChange },
      });
      // Dates are Intl's, in the page's language.
      const times = sessions.flatMap((s) => [s.createdAt, s.lastSeenAt]);
      const shown = times.map((time) => formatInstant(time, PSEUDO_LANGUAGE, 'UTC'));
      // The language choices name each language in its own words, the same on every page.
      shown.push(...LANGUAGES.map(languageName));
      assert.deepEqual(
        unmarkedOnPage(renderInPseudoLocale(page), [EMAIL, ...CURRENCIES, ...shown]),
        [],
      );
    }
  });

  it('finds a text that came from no catalog (the check can fail)', () => {
    const page = h(ServerError, { session: null, requestId: 'r-1', message: 'Typed in code' });
    assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(page), ['r-1']), ['Typed in code']);
  });
});
