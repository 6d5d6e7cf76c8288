import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PSEUDO_LANGUAGE, translatorFor } from '@subtrack/i18n';
import { h } from 'preact';
import { formattersFor } from '../../format/formatters.js';
import { renderInPseudoLocale, unmarkedOnPage } from '../../testing/pseudo-locale.js';
import { aWebSession } from '../../testing/test-session.js';
import { DataTransferScreen } from './data-transfer-screen.js';
import { EMPTY_IMPORT_VALUES } from './import-form.js';
import { ImportPreviewScreen } from './import-preview-screen.js';
import { RevokeFeedScreen } from './revoke-feed-screen.js';

const { t } = translatorFor(PSEUDO_LANGUAGE);
const session = aWebSession();
// The import's own row messages come from the file's reader (the API's English words).
const AS_IS = [
  'owner@example.com',
  'Pick a name',
  'name',
  'Add one',
  'Netflix',
  'one-time payment',
];

describe('the import and export screens in the pseudo-locale', () => {
  it('say every word of export, import, row errors, find and the calendar feed through the catalogs', () => {
    for (const feed of [
      { exists: true, newUrl: 'https://example.org/feed.ics' },
      { exists: false, newUrl: null },
    ]) {
      const screen = h(DataTransferScreen, {
        session,
        notice: null,
        values: EMPTY_IMPORT_VALUES,
        errors: [{ field: 'source', message: t('data.import.source.missing') }],
        rowErrors: [{ row: 2, field: 'name', message: 'Pick a name', suggestedFix: 'Add one' }],
        feed,
      });
      assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(screen), AS_IS), []);
    }
    assert.deepEqual(
      unmarkedOnPage(renderInPseudoLocale(h(RevokeFeedScreen, { session })), AS_IS),
      [],
    );
  });

  it('say every word of the import preview through the catalogs', () => {
    const screen = h(ImportPreviewScreen, {
      session,
      filename: 'wallos.zip',
      source: 'wallos',
      result: {
        dryRun: true,
        created: [],
        skipped: [{ row: 3, name: 'Netflix', reason: 'one-time payment' }],
        warnings: [],
      },
      format: formattersFor('en'),
      minutesToConfirm: 30,
    });
    assert.deepEqual(
      unmarkedOnPage(renderInPseudoLocale(screen), [...AS_IS, 'wallos.zip', 'Wallos']),
      [],
    );
  });
});
