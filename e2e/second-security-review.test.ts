/**
 * The findings of the second security review (issue 33), reproduced as the reviewer did:
 * black-box, against a real `subtrack serve` on a SQLite file, through the web pages, the
 * REST API, `/mcp` and the command line. docs/security.md maps each finding to its test.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createAccount, type TestAccount } from './support/system.js';
import { aBody } from './support/workload.js';
import { startWebSystem, type WebSystem } from './web/support/web-system.js';

let system: WebSystem;
let other: TestAccount;
before(async () => {
  system = await startWebSystem();
  other = await createAccount(system.db, 'Other household');
});
after(() => system?.dispose());

describe('an import cannot tell whether another account uses an id', () => {
  it('keeps an id another account uses, exactly as it keeps an unused one', async () => {
    const base = system.baseUrl;
    const theirs = await call(base, other.writeKey, 'POST', '/api/v1/subscriptions', aBody());
    assert.equal(theirs.status, 201, theirs.text);
    const usedElsewhere = (theirs.json!['data'] as { id: string }).id;
    const unused = '0190f0e2-7c3b-7d6a-9a4b-0123456789ab';
    const file = {
      format: 'subtrack-export',
      version: 1,
      exportedAt: '2026-11-20T08:00:00.000Z',
      subscriptions: [unused, usedElsewhere].map((id, i) => ({
        ...aBody(),
        id,
        name: `Imported ${i + 1}`,
      })),
    };
    const imported = await call(
      base,
      system.writeKey,
      'POST',
      '/api/v1/imports?source=subtrack',
      file,
    );
    assert.equal(imported.status, 200, imported.text);
    type Created = Array<{ subscription: { id: string } }>;
    const created = (imported.json!['data'] as { created: Created }).created;
    assert.deepEqual(
      created.map((row) => row.subscription.id),
      [unused, usedElsewhere],
    );
    const mine = await call(base, system.readKey, 'GET', `/api/v1/subscriptions/${usedElsewhere}`);
    assert.equal((mine.json!['data'] as { name: string }).name, 'Imported 2');
    const kept = await call(base, other.readKey, 'GET', `/api/v1/subscriptions/${usedElsewhere}`);
    assert.notEqual((kept.json!['data'] as { name: string }).name, 'Imported 2');
  });
});
