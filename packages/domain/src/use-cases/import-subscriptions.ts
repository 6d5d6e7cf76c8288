import { requireRoomForImport } from '../accounts/subscription-limit.js';
import { appendAuditEntry } from '../audit/audit-entry.js';
import { diffResources } from '../audit/diff.js';
import type { WriteContext } from '../audit/write-context.js';
import type { ImportCandidate, ImportSource } from '../data-io/import-file.js';
import type { ImportResult } from '../data-io/import-result.js';
import { invalidImportRows } from '../data-io/invalid-import.js';
import { restoreAccountData } from '../data-io/restore-account-data.js';
import { checkImportRows } from '../data-io/validate-import-rows.js';
import { storedLogoOf } from '../logos/logo-etag.js';
import { pacerOf } from '../pacing/unpaced.js';
import { recordPayments } from '../payments/record-payments.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import { toSubscriptionResource } from '../subscriptions/present.js';
import { type PreparedImport, prepareImport } from './prepare-import.js';
import { todayForAccount } from './today-for-account.js';

/** Options of {@link importSubscriptions}. */
export interface ImportOptions {
  /** Check and answer as a real import would, writing nothing. */
  dryRun: boolean;
  /** Recorded in the import's audit record. */
  source: ImportSource;
}

/**
 * Imports a parsed file into the caller's account, all or nothing. Every row is
 * validated like `POST /subscriptions`; any bad row throws `invalid_import` listing every
 * bad row; records that would take the account past its limit throw
 * `invalid_import` too. Otherwise every record, the payments its create records, its
 * logo, its `subscription.created` audit record, the file's home currency and own rates
 * (see `restoreAccountData`) and one `import.completed` record are written in one
 * transaction. A dry run answers the same without writing.
 *
 * `file` is what `prepareImport` made of the file (logos re-encoded, the account's data
 * checked, before any transaction), or just the rows: then no logo is read (each is left
 * out with a warning) and nothing of the account is restored. Rows are checked,
 * presented and written in slices, pausing between them as `ports.pacer` says.
 *
 * @example
 * const prepared = await prepareImport(ports, await parser.read(file, options), encoder);
 * const result = await importSubscriptions(ports, ctx, prepared, { dryRun: true, source: 'wallos' });
 */
export async function importSubscriptions(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'limits' | 'pacer'> & StoragePorts,
  ctx: WriteContext,
  file: readonly ImportCandidate[] | PreparedImport,
  options: ImportOptions,
): Promise<ImportResult> {
  const accountId = ctx.accountId;
  const pacer = pacerOf(ports);
  const prepared = Array.isArray(file)
    ? await prepareImport(ports, { candidates: file as ImportCandidate[], account: null })
    : (file as PreparedImport);
  const { candidates, logos, account: accountData } = prepared;
  // `store`: the outer ports for a dry run, the transaction's for a real import (D43).
  const run = async (store: StoragePorts): Promise<ImportResult> => {
    const now = ports.clock.now().toISOString();
    const today = await todayForAccount(ports, accountId, store);
    // D48: the new records must fit the account's limit, or nothing is imported; checked
    // first, so a file far too large is refused before its rows are validated.
    await requireRoomForImport(ports, store, accountId, candidates);
    const checked = await checkImportRows(ports, store, candidates, { accountId, now, today });
    if (checked.errors.length > 0) {
      throw invalidImportRows([...checked.errors].sort((a, b) => a.row - b.row));
    }
    const created: ImportResult['created'] = [];
    for (const record of checked.records) {
      if (logos.encoded.has(record.row)) record.subscription.hasLogo = true;
      created.push({ row: record.row, subscription: toSubscriptionResource(record.subscription) });
      if (pacer.due()) await pacer.pause();
    }
    const result: ImportResult = {
      dryRun: options.dryRun,
      created,
      skipped: checked.skipped,
      warnings: candidates.flatMap(({ row, warnings }) => {
        const logo = logos.warnings.get(row);
        return [...warnings, ...(logo === undefined ? [] : [logo])].map((message) => ({
          row,
          message,
        }));
      }),
    };
    if (options.dryRun) return result;
    // D48: between inserts the transaction lets other requests run (it stays open, so they
    // wait for the database, not for the thread).
    for (const [index, { row, subscription, payments }] of checked.records.entries()) {
      if (pacer.due()) await pacer.pause();
      await store.subscriptions.insert(subscription);
      const logo = logos.encoded.get(row);
      if (logo !== undefined) {
        await store.logos.put(storedLogoOf(accountId, subscription.id, logo, now));
      }
      await recordPayments(
        ports,
        store,
        { accountId, subscriptionId: subscription.id, now },
        payments,
      );
      await appendAuditEntry(ports, store, ctx, now, {
        action: 'subscription.created',
        resourceType: 'subscription',
        resourceId: subscription.id,
        changes: diffResources(null, { ...result.created[index]!.subscription }),
      });
    }
    await restoreAccountData(ports, store, ctx, accountData);
    await appendAuditEntry(ports, store, ctx, now, {
      action: 'import.completed',
      resourceType: 'import',
      resourceId: ports.ids.newId(),
      changes: {
        source: { from: null, to: options.source },
        created: { from: null, to: result.created.length },
        skipped: { from: null, to: result.skipped.length },
      },
    });
    return result;
  };
  // A dry run reads only; a real import checks and writes in one transaction (D25).
  return options.dryRun ? run(ports) : ports.unitOfWork.transaction(run);
}
