import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anAccount, anImportRow, aSubscription, aSubscriptionBody } from '../testing/builders.js';
import { expectDomainRejection } from '../testing/expect-domain-error.js';
import { sequentialId } from '../testing/sequential-ids.js';
import { aTestWorld } from '../testing/test-world.js';
import { importSubscriptions } from './import-subscriptions.js';

const all = { limit: 100, offset: 0, filters: {} };
const aRow = anImportRow;
const real = { dryRun: false, source: 'subtrack' as const };
const dry = { dryRun: true, source: 'subtrack' as const };

describe('importSubscriptions', () => {
  it('creates every row with its subscription.created record and one import.completed record', async () => {
    const { ports, accountId, ctx } = await aTestWorld();
    const result = await importSubscriptions(ports, ctx, [aRow(1), aRow(2)], real);
    assert.deepEqual(
      result.created.map((c) => [c.row, c.subscription.name]),
      [
        [1, 'Row 1'],
        [2, 'Row 2'],
      ],
    );
    assert.equal((await ports.subscriptions.listAll(accountId)).length, 2);
    const actions = (await ports.audit.list(accountId, all)).items.map((r) => r.action);
    assert.deepEqual(actions.sort(), [
      'import.completed',
      'subscription.created',
      'subscription.created',
    ]);
    const completed = (await ports.audit.list(accountId, all)).items.find(
      (r) => r.action === 'import.completed',
    );
    assert.equal(completed?.resourceType, 'import');
    assert.deepEqual(completed?.changes?.created, { from: null, to: 2 });
    assert.deepEqual(completed?.actor, ctx.actor);
  });

  it('writes nothing on a dry run but answers the same', async () => {
    const { ports, accountId, ctx } = await aTestWorld();
    const result = await importSubscriptions(ports, ctx, [aRow(1)], dry);
    assert.equal(result.dryRun, true);
    assert.equal(result.created.length, 1);
    assert.deepEqual(await ports.subscriptions.listAll(accountId), []);
    assert.deepEqual((await ports.audit.list(accountId, all)).items, []);
  });

  it('rejects the whole import listing every bad row, field, message and fix', async () => {
    const { ports, accountId, ctx } = await aTestWorld();
    const rows = [
      aRow(1),
      aRow(2, { body: aSubscriptionBody({ amount: '9.99' }) }),
      aRow(3),
      aRow(4, { body: aSubscriptionBody({ currency: 'XYZ' }) }),
      aRow(5, {
        errors: [{ row: 5, field: 'currency', message: 'ambiguous', suggestedFix: 'map it' }],
      }),
      aRow(6, {
        body: aSubscriptionBody({ period: 'custom', customDate: '30', billingAnchorDay: 5 }),
      }),
    ];
    const error = await expectDomainRejection(
      () => importSubscriptions(ports, ctx, rows, real),
      'invalid_import',
    );
    assert.deepEqual(
      error.details.rows?.map((r) => [r.row, r.field]),
      [
        [2, 'amount'],
        [4, 'currency'],
        [5, 'currency'],
        [6, 'billingAnchorDay'],
      ],
    );
    assert.ok(error.details.rows?.every((r) => r.message !== '' && r.suggestedFix !== undefined));
    assert.match(error.message, /4 rows cannot be imported/);
    assert.deepEqual(await ports.subscriptions.listAll(accountId), []);
    assert.deepEqual((await ports.audit.list(accountId, all)).items, []);
  });

  it('keeps a free id and an id another account uses alike, and skips one already in the account', async () => {
    const { ports, accountId, ctx } = await aTestWorld();
    const mine = aSubscription({ accountId });
    const otherAccount = sequentialId(0xbbb);
    await ports.accounts.insert(anAccount({ id: otherAccount }));
    const theirs = aSubscription({ accountId: otherAccount });
    await ports.subscriptions.insert(mine);
    await ports.subscriptions.insert(theirs);
    const free = sequentialId(0xf4ee).toUpperCase();
    const result = await importSubscriptions(
      ports,
      ctx,
      [aRow(1, { id: free }), aRow(2, { id: mine.id }), aRow(3, { id: theirs.id })],
      real,
    );
    assert.equal(result.created[0]?.subscription.id, free.toLowerCase());
    assert.deepEqual(result.skipped, [
      { row: 2, name: 'Row 2', reason: 'A subscription with this id is already in the account.' },
    ]);
    // Nothing tells the importer that another account holds the id: it is kept, like a free one.
    assert.equal(result.created[1]?.subscription.id, theirs.id);
    assert.equal((await ports.subscriptions.findById(accountId, theirs.id))?.name, 'Row 3');
    assert.deepEqual(await ports.subscriptions.findById(otherAccount, theirs.id), theirs);
  });

  it('creates nothing the second time the same rows with ids are imported', async () => {
    const { ports, accountId, ctx } = await aTestWorld();
    const rows = [aRow(1, { id: sequentialId(0xa1) }), aRow(2, { id: sequentialId(0xa2) })];
    await importSubscriptions(ports, ctx, rows, real);
    const again = await importSubscriptions(ports, ctx, rows, real);
    assert.deepEqual(again.created, []);
    assert.equal(again.skipped.length, 2);
    assert.equal((await ports.subscriptions.listAll(accountId)).length, 2);
  });

  it('refuses an id that is not a UUID and an id given twice', async () => {
    const { ports, ctx } = await aTestWorld();
    const twice = sequentialId(0xa3);
    const error = await expectDomainRejection(
      () =>
        importSubscriptions(
          ports,
          ctx,
          [aRow(1, { id: 'nope' }), aRow(2, { id: twice }), aRow(3, { id: twice })],
          real,
        ),
      'invalid_import',
    );
    assert.deepEqual(
      error.details.rows?.map((r) => [r.row, r.field, r.message, r.code, r.otherRow]),
      [
        [1, 'id', 'id is not a valid UUID.', 'import_id_not_uuid', undefined],
        [3, 'id', 'id appears twice in the file (row 2 and row 3).', 'import_id_twice', 2],
      ],
    );
    // The API's row objects are closed: the code and the earlier row are for pages only.
    assert.deepEqual(error.toJSON().rows?.[1], {
      row: 3,
      field: 'id',
      message: 'id appears twice in the file (row 2 and row 3).',
      suggestedFix: 'Keep one of the two rows.',
    });
  });

  it('names the create rule a row breaks by its error code and field', async () => {
    const { ports, ctx } = await aTestWorld();
    const error = await expectDomainRejection(
      () =>
        importSubscriptions(
          ports,
          ctx,
          [aRow(1, { body: aSubscriptionBody({ amount: 'ten' }) })],
          real,
        ),
      'invalid_import',
    );
    assert.deepEqual(
      error.details.rows?.map((r) => [r.row, r.field, r.code]),
      [[1, 'amount', 'invalid_subscription']],
    );
  });

  it('lists skipped rows with their reason and every warning with its row', async () => {
    const { ports, ctx } = await aTestWorld();
    const result = await importSubscriptions(
      ports,
      ctx,
      [
        {
          row: 1,
          name: 'Lifetime',
          skipReason: 'One-time.',
          warnings: ['Row 1: skipped'],
          errors: [],
        },
        aRow(2, { warnings: ['Row 2: inexact'] }),
        { row: 3, name: 'Empty', warnings: [], errors: [] },
      ],
      dry,
    );
    assert.deepEqual(result.skipped, [
      { row: 1, name: 'Lifetime', reason: 'One-time.' },
      { row: 3, name: 'Empty', reason: 'Nothing to import.' },
    ]);
    assert.deepEqual(result.warnings, [
      { row: 1, message: 'Row 1: skipped' },
      { row: 2, message: 'Row 2: inexact' },
    ]);
  });

  it('rolls a past date of an active row forward and keeps a cancelled row’s date', async () => {
    const { ports, ctx } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const result = await importSubscriptions(
      ports,
      ctx,
      [
        aRow(1, { body: aSubscriptionBody({ nextPaymentDate: '2026-06-01' }) }),
        aRow(2, {
          body: aSubscriptionBody({ nextPaymentDate: '2026-06-01', status: 'cancelled' }),
        }),
      ],
      dry,
    );
    assert.deepEqual(
      result.created.map((c) => c.subscription.nextPaymentDate),
      ['2026-12-01', '2026-06-01'],
    );
  });

  it('rethrows what is not a validation failure', async () => {
    const { ports, ctx } = await aTestWorld();
    const broken = {
      ...ports,
      ids: {
        newId: () => {
          throw new Error('no ids');
        },
      },
    };
    await assert.rejects(() => importSubscriptions(broken, ctx, [aRow(1)], real), /no ids/);
  });

  it('refuses an import that would pass the account’s limit and creates nothing, dry run too', async () => {
    const { ports, accountId, ctx } = await aTestWorld({
      limits: { maxSubscriptionsPerAccount: 3 },
    });
    await importSubscriptions(ports, ctx, [aRow(1)], real);
    for (const options of [dry, real]) {
      const error = await expectDomainRejection(
        () => importSubscriptions(ports, ctx, [aRow(1), aRow(2), aRow(3)], options),
        'invalid_import',
        'file',
      );
      assert.match(error.message, /The file holds 3 new subscriptions/);
      assert.match(error.message, /holds 1 of the 3 an account may hold/);
      assert.match(error.details.suggestedFix ?? '', /--max-subscriptions-per-account/);
    }
    assert.equal((await ports.subscriptions.listAll(accountId)).length, 1);
    // Up to the limit exactly is fine.
    const result = await importSubscriptions(ports, ctx, [aRow(1), aRow(2)], real);
    assert.equal(result.created.length, 2);
    assert.equal((await ports.subscriptions.listAll(accountId)).length, 3);
  });

  it('counts only rows that would be new against the limit: a full account re-imports its own file', async () => {
    const { ports, accountId, ctx } = await aTestWorld({
      limits: { maxSubscriptionsPerAccount: 2 },
    });
    const rows = [aRow(1, { id: sequentialId(0xb1) }), aRow(2, { id: sequentialId(0xb2) })];
    await importSubscriptions(ports, ctx, rows, real);
    const again = await importSubscriptions(ports, ctx, rows, real);
    assert.deepEqual(again.created, []);
    const error = await expectDomainRejection(
      () => importSubscriptions(ports, ctx, [...rows, aRow(3)], real),
      'invalid_import',
      'file',
    );
    assert.match(
      error.message,
      /^The file holds 1 new subscriptions, but this account holds 2 of the 2/,
    );
    assert.equal((await ports.subscriptions.listAll(accountId)).length, 2);
  });

  it('refuses a file far past the limit before validating its rows', async () => {
    const { ports, ctx } = await aTestWorld({ limits: { maxSubscriptionsPerAccount: 2 } });
    const bad = { body: aSubscriptionBody({ amount: -1 }) };
    const error = await expectDomainRejection(
      () => importSubscriptions(ports, ctx, [aRow(1, bad), aRow(2, bad), aRow(3, bad)], real),
      'invalid_import',
      'file',
    );
    assert.match(error.message, /^The file holds 3 new subscriptions/);
    assert.deepEqual(error.details.rows, []);
  });
});
