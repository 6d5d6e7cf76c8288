import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { translatorFor } from '@subtrack/i18n';
import { isFiltered, listHref, pageLinks, readListRequest } from './subscription-list-view.js';

const { t } = translatorFor('en');

describe('readListRequest', () => {
  it('drops the empty fields of a GET form and parses the rest like the API', () => {
    const request = readListRequest({ q: '', status: 'paused', sort: 'name', category: '' }, t);
    assert.deepEqual(request.query, {
      limit: 50,
      offset: 0,
      sort: 'name',
      filters: { status: 'paused' },
    });
    assert.deepEqual(request.params, { status: 'paused', sort: 'name' });
    assert.equal(isFiltered(request.query!), true);
  });

  it('answers a message naming the field for a bad value, in the page’s language', () => {
    const request = readListRequest({ expiringBefore: '2026-02-30' }, t);
    assert.deepEqual(request.errors, [
      {
        field: 'expiringBefore',
        message: 'expiringBefore must be a real date written YYYY-MM-DD.',
      },
    ]);
    assert.equal(readListRequest({ limit: '500' }, t).errors?.[0]?.field, 'limit');
    const german = readListRequest({ status: 'gone' }, translatorFor('de').t);
    assert.deepEqual(german.errors, [
      { field: 'status', message: 'Wählen Sie einen Status aus der Liste.' },
    ]);
  });
});

describe('pageLinks', () => {
  it('keeps the filters and moves by one page', () => {
    const { params, query } = readListRequest({ q: 'net', limit: '10', offset: '10' }, t);
    assert.deepEqual(pageLinks(params, query!, true), {
      previous: '/subscriptions?q=net&limit=10',
      next: '/subscriptions?q=net&limit=10&offset=20',
    });
  });

  it('has no previous link on the first page and no next one on the last', () => {
    const { params, query } = readListRequest({}, t);
    assert.deepEqual(pageLinks(params, query!, false), { previous: null, next: null });
    assert.equal(listHref({}), '/subscriptions');
  });
});
