import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PaymentDraft } from '../payments/payment.js';
import { checkImportedPayments, importedPayments } from './imported-payments.js';

const draft = (dueOn: string, source: PaymentDraft['source']): PaymentDraft => ({
  dueOn,
  amountMinor: 1000,
  currency: 'EUR',
  source,
});

describe('importedPayments', () => {
  it('marks what an import works out itself as import when the file has no history', () => {
    const planned = [draft('2026-09-05', 'backfill'), draft('2026-10-05', 'renewal')];
    assert.deepEqual(
      importedPayments(planned, undefined).map((p) => [p.dueOn, p.source]),
      [
        ['2026-09-05', 'import'],
        ['2026-10-05', 'import'],
      ],
    );
  });

  it("keeps the file's history as it is, makes no backfill, and adds renewals passed since", () => {
    const fromFile = [{ ...draft('2026-08-05', 'renewal'), status: 'skipped' as const }];
    const planned = [
      draft('2026-07-05', 'backfill'),
      draft('2026-08-05', 'renewal'),
      draft('2026-09-05', 'renewal'),
    ];
    assert.deepEqual(
      importedPayments(planned, fromFile).map((p) => [p.dueOn, p.source, p.status]),
      [
        ['2026-08-05', 'renewal', 'skipped'],
        ['2026-09-05', 'import', undefined],
      ],
    );
  });
});

describe('checkImportedPayments', () => {
  it('reads past the id and timestamps the API shows, and refuses other keys', () => {
    const good = {
      dueOn: '2026-11-05',
      amount: 9.99,
      currency: 'EUR',
      status: 'paid',
      source: 'import',
    };
    const shown = { ...good, id: 'x', subscriptionId: 'y', createdAt: 'z', updatedAt: 'w' };
    assert.deepEqual(checkImportedPayments(3, [shown]), {
      drafts: [
        {
          dueOn: '2026-11-05',
          amountMinor: 999,
          currency: 'EUR',
          status: 'paid',
          source: 'import',
        },
      ],
      errors: [],
    });
    const { errors } = checkImportedPayments(3, [{ ...good, note: 'x' }, 7]);
    assert.deepEqual(
      errors.map((e) => [e.row, e.field]),
      [
        [3, 'payments[0].note'],
        [3, 'payments[1]'],
      ],
    );
  });
});
