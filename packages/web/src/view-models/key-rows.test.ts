import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anApiKey } from '@subtrack/domain/testing';
import { translatorFor } from '@subtrack/i18n';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { KeyTable } from '../screens/keys/key-table.js';
import { textOf } from '../testing/page-text.js';
import { toKeyRows } from './key-rows.js';

const { t } = translatorFor('en');

const UTC_EN = { locale: 'en-GB', timeZone: 'UTC' };

describe('toKeyRows', () => {
  it('lists the newest key first, says Never before a first use, and names unlabelled keys by id', () => {
    const older = anApiKey({ createdAt: '2026-11-01T09:00:00.000Z', label: 'Phone' });
    const newer = anApiKey({
      createdAt: '2026-11-02T09:00:00.000Z',
      lastUsedAt: '2026-11-03T10:30:00.000Z',
      scope: 'read',
    });
    const [first, second] = toKeyRows([older, newer], UTC_EN, new Map(), t);
    assert.equal(first?.id, newer.id);
    assert.equal(first?.name, newer.id);
    assert.equal(first?.labelled, false);
    assert.equal(first?.scope, 'Read');
    assert.equal(first?.lastUsed, '3 Nov 2026, 10:30');
    assert.equal(second?.name, 'Phone');
    assert.equal(second?.lastUsed, 'Never');
    assert.equal(second?.revoked, null);
  });

  it('names who made each key by email, a removed member, or says it is not recorded', () => {
    const members = new Map([['member-1', 'ada@example.com']]);
    const rows = toKeyRows(
      [
        anApiKey({ createdBy: 'member-1' }),
        anApiKey({ createdBy: 'member-gone' }),
        anApiKey({ createdBy: null }),
      ],
      UTC_EN,
      members,
      t,
    );
    assert.deepEqual(
      rows.map((row) => row.madeBy),
      ['Not recorded', 'A removed member', 'ada@example.com'],
    );
  });

  it('shows times in the owner’s time zone', () => {
    const key = anApiKey({ createdAt: '2026-11-01T23:30:00.000Z' });
    const [row] = toKeyRows([key], { locale: 'en-GB', timeZone: 'Europe/Berlin' }, new Map(), t);
    assert.equal(row?.created, '2 Nov 2026, 00:30');
  });
});

describe('KeyTable', () => {
  it('offers Revoke for a working key and the revocation time for a revoked one', () => {
    const working = anApiKey({ label: 'CI' });
    const revoked = anApiKey({ label: 'Old', revokedAt: '2026-11-05T08:00:00.000Z' });
    const html = renderToString(
      h(KeyTable, { rows: toKeyRows([working, revoked], UTC_EN, new Map(), t) }),
    );
    assert.match(html, /Revoke<span class="visually-hidden"> key CI<\/span>/);
    assert.match(textOf(html), /Revoked 5 Nov 2026, 08:00/);
    assert.equal(html.includes('key Old</span>'), false);
  });
});
