import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ImportRowError } from '@subtrack/domain';
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
// A row's field is the file's own name for it; a skipped row's reason is the reader's words.
const AS_IS = [
  'owner@example.com',
  'name',
  'amount',
  'id',
  'currency',
  'cycle',
  'Netflix',
  'one-time payment',
];

// One row error of each kind the table words differently (the English message is never shown).
const ROW_ERRORS: ImportRowError[] = [
  { row: 1, field: 'id', message: 'bad', code: 'import_id_not_uuid' },
  { row: 3, field: 'id', message: 'twice', code: 'import_id_twice', otherRow: 2 },
  { row: 4, field: 'currency', message: 'symbol', code: 'import_currency_symbol' },
  { row: 5, field: 'cycle', message: 'cycle', code: 'import_wallos_cycle' },
  { row: 6, field: 'amount', message: 'amount', code: 'invalid_subscription' },
  { row: 7, field: 'name', message: 'Pick a name', suggestedFix: 'Add one' },
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
        rowErrors: ROW_ERRORS,
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
