import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PENDING_IMPORT_TTL_MS, type PendingImport, PendingImports } from './pending-imports.js';

const file = (bytes: number, filename = 'backup.zip'): PendingImport => ({
  filename,
  bytes: new Uint8Array(bytes),
  options: { source: 'wallos', currencySymbols: {} },
  preview: { dryRun: true, created: [], skipped: [], warnings: [] },
});

describe('PendingImports', () => {
  it('keeps one file per session, replaced by the next upload, for 15 minutes', () => {
    let now = 0;
    const store = new PendingImports(() => now);
    store.put('s1', file(10, 'first.zip'));
    store.put('s1', file(10, 'second.zip'));
    assert.equal(store.peek('s1')?.filename, 'second.zip');
    assert.equal(store.peek('s2'), null, 'another session sees nothing');
    now = PENDING_IMPORT_TTL_MS - 1;
    assert.equal(store.peek('s1')?.filename, 'second.zip', 'peeking leaves it');
    now = PENDING_IMPORT_TTL_MS;
    assert.equal(store.peek('s1'), null);
  });

  it('drops the oldest files when the store would pass 64 MiB', () => {
    const store = new PendingImports(() => 0);
    for (let i = 0; i < 7; i += 1) store.put(`s${i}`, file(10 * 1024 * 1024));
    assert.equal(store.peek('s0'), null, 'the oldest went first');
    assert.ok(store.peek('s1'));
    assert.ok(store.peek('s6'));
    store.drop('s6');
    assert.equal(store.peek('s6'), null);
  });
});
