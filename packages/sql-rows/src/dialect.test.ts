import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inDialect, placeholders, queriesIn, whereEach } from './dialect.js';

describe('inDialect', () => {
  it('keeps SQLite’s placeholders and numbers them in order for PostgreSQL', () => {
    const text = `INSERT INTO members (id, account_id) VALUES (${placeholders(2)})`;
    assert.equal(inDialect('sqlite', text), 'INSERT INTO members (id, account_id) VALUES (?, ?)');
    assert.equal(
      inDialect('postgres', text),
      'INSERT INTO members (id, account_id) VALUES ($1, $2)',
    );
  });

  it('numbers each statement of a set from one', () => {
    const queries = queriesIn('postgres', {
      find: 'SELECT 1 FROM t WHERE a = ? AND b = ?',
      remove: 'DELETE FROM t WHERE a = ?',
    });
    assert.deepEqual(queries, {
      find: 'SELECT 1 FROM t WHERE a = $1 AND b = $2',
      remove: 'DELETE FROM t WHERE a = $1',
    });
  });
});

describe('whereEach', () => {
  it('leaves out the filters that are absent and binds the others in order', () => {
    assert.deepEqual(
      whereEach([
        ['account_id = ?', 'acc-1'],
        ['status = ?', undefined],
        ['period = ?', 'yearly'],
      ]),
      { where: 'account_id = ? AND period = ?', values: ['acc-1', 'yearly'] },
    );
  });
});
