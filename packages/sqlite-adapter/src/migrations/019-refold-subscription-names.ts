import { foldCase } from '@subtrack/domain';
import type { Migration } from './migration.js';

/**
 * Every subscription's case-folded name (what `q` and the name sort read) made from its name
 * again: releases that wrote only an update's changed columns left it out, so a record renamed
 * then was still found and sorted under its old name. Only the rows that differ are written.
 */
export const migration019RefoldSubscriptionNames: Migration = {
  version: 19,
  name: 'refold-subscription-names',
  sql: '',
  repair(db) {
    const select = db.prepare('SELECT rowid, name, name_folded FROM subscriptions');
    const update = db.prepare('UPDATE subscriptions SET name_folded = ? WHERE rowid = ?');
    const rows = select.raw().all() as [number, string, string][];
    for (const [rowid, name, folded] of rows) {
      const refolded = foldCase(name);
      if (refolded !== folded) update.run(refolded, rowid);
    }
  },
};
