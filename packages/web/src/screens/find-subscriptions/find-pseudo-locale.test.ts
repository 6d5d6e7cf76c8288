import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { h } from 'preact';
import { FORM_WORDS_NOT_YET_CONVERTED, unmarkedTextsOf } from '../../testing/pseudo-locale-page.js';
import { aWebSession } from '../../testing/test-session.js';
import { ColumnsScreen } from './columns-screen.js';
import { StatementForm } from './statement-form.js';

// The file's own headers and name are shown as they are.
const AS_IS = [
  ...FORM_WORDS_NOT_YET_CONVERTED,
  'owner@example.com',
  'Buchungstag',
  'Betrag',
  'export.csv',
];

describe('finding subscriptions in the pseudo-locale', () => {
  it('says every word of the upload and of the columns question through the catalogs', () => {
    assert.deepEqual(unmarkedTextsOf(h(StatementForm, { csrfToken: 'x' }), AS_IS), []);
    for (const filename of ['export.csv', '']) {
      const screen = h(ColumnsScreen, {
        session: aWebSession(),
        filename,
        headers: ['Buchungstag', 'Betrag'],
        values: { date: 'Buchungstag' },
        minutesToAnswer: 30,
      });
      assert.deepEqual(unmarkedTextsOf(screen, AS_IS), []);
    }
  });
});
