import { validate as isUuid } from 'uuid';
import { pacerOf } from '../pacing/unpaced.js';
import type { PaymentDraft } from '../payments/payment.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import { isDomainError } from '../shared/domain-error.js';
import { planNewSubscription } from '../subscriptions/resolve-subscription.js';
import type { Subscription } from '../subscriptions/subscription.js';
import { parseCreateSubscriptionBody } from '../subscriptions/validate-create.js';
import type { ImportCandidate, ImportRowError } from './import-file.js';
import type { SkippedRow } from './import-result.js';
import { checkImportedPayments, importedPayments } from './imported-payments.js';

/**
 * Every row of a file checked: what to create, what to leave out, what is wrong. The result
 * of {@link checkImportRows}, a step of `importSubscriptions`.
 *
 * @internal
 */
export interface CheckedImport {
  /** Each record with the payments its create records. */
  records: Array<{ row: number; subscription: Subscription; payments: PaymentDraft[] }>;
  skipped: SkippedRow[];
  errors: ImportRowError[];
}

interface CheckContext {
  accountId: string;
  now: string;
  today: CalendarDate;
}

const ALREADY_THERE = 'A subscription with this id is already in the account.';

function rowError(row: number, error: unknown): ImportRowError {
  if (!isDomainError(error)) throw error;
  const { field, suggestedFix } = error.details;
  return {
    row,
    field: field ?? 'row',
    message: error.message,
    ...(suggestedFix === undefined ? {} : { suggestedFix }),
    code: error.code,
  };
}

// D33: a subtrack row keeps its id unless this account holds it already, which means the
// row was imported before (skipped). Ids are unique within an account only, so an id another
// account uses is kept like a free one and the answer tells nothing about other accounts (D50).
async function chooseId(
  ports: Pick<Ports, 'ids'>,
  store: StoragePorts,
  accountId: string,
  candidate: ImportCandidate,
  seen: Map<string, number>,
): Promise<{ id: string } | { skip: string } | { error: ImportRowError }> {
  if (candidate.id === undefined) return { id: ports.ids.newId() };
  const id = candidate.id.toLowerCase();
  const row = candidate.row;
  if (!isUuid(id)) {
    const message = 'id is not a valid UUID.';
    const suggestedFix = 'Remove the id or correct it.';
    return { error: { row, field: 'id', message, suggestedFix, code: 'import_id_not_uuid' } };
  }
  const earlier = seen.get(id);
  if (earlier !== undefined) {
    const message = `id appears twice in the file (row ${earlier} and row ${row}).`;
    const suggestedFix = 'Keep one of the two rows.';
    const code = 'import_id_twice';
    return { error: { row, field: 'id', message, suggestedFix, code, otherRow: earlier } };
  }
  seen.set(id, row);
  if ((await store.subscriptions.findById(accountId, id)) !== null) return { skip: ALREADY_THERE };
  return { id };
}

/**
 * Runs every candidate through the same validation as `POST /subscriptions` (
 * D11, then D4) and collects every failure, so one answer lists every bad
 * row. A row's payment history from a version 2 export is checked too and replaces
 * the `startedOn` backfill; see `importedPayments` for the source of each payment.
 *
 * A step of `importSubscriptions`, which supplies `ctx` (the account, the write time and
 * the account's today): to check a file without writing, call `importSubscriptions` with
 * `dryRun: true`. `store` is where existing ids are looked up: the import's `tx`.
 * The rows are checked in slices, pausing between them as `ports.pacer` says.
 *
 * @internal
 */
export async function checkImportRows(
  ports: Pick<Ports, 'ids' | 'pacer'>,
  store: StoragePorts,
  candidates: readonly ImportCandidate[],
  ctx: CheckContext,
): Promise<CheckedImport> {
  const checked: CheckedImport = { records: [], skipped: [], errors: [] };
  const seen = new Map<string, number>();
  const pacer = pacerOf(ports);
  for (const candidate of candidates) {
    if (pacer.due()) await pacer.pause();
    const { row, name } = candidate;
    checked.errors.push(...candidate.errors);
    if (candidate.skipReason !== undefined || candidate.body === undefined) {
      checked.skipped.push({ row, name, reason: candidate.skipReason ?? 'Nothing to import.' });
      continue;
    }
    const chosen = await chooseId(ports, store, ctx.accountId, candidate, seen);
    if ('skip' in chosen) {
      checked.skipped.push({ row, name, reason: chosen.skip });
      continue;
    }
    if ('error' in chosen) checked.errors.push(chosen.error);
    // D40: a version 2 export's history, checked beside the record's fields.
    const history =
      candidate.payments === undefined ? undefined : checkImportedPayments(row, candidate.payments);
    checked.errors.push(...(history?.errors ?? []));
    try {
      const input = parseCreateSubscriptionBody(candidate.body);
      const id = 'id' in chosen ? chosen.id : '';
      const planned = planNewSubscription(input, { ...ctx, id });
      const payments = importedPayments(planned.payments, history?.drafts);
      if (candidate.errors.length === 0 && (history?.errors.length ?? 0) === 0 && 'id' in chosen) {
        checked.records.push({ row, subscription: planned.subscription, payments });
      }
    } catch (error) {
      checked.errors.push(rowError(row, error));
    }
  }
  return checked;
}
