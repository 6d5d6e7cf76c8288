import type { ImportCandidate } from '../data-io/import-file.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import { DomainError } from '../shared/domain-error.js';

const HOW_TO_RAISE =
  "the server's administrator can raise the limit (serve --max-subscriptions-per-account N, or the environment variable SUBTRACK_MAX_SUBSCRIPTIONS_PER_ACCOUNT)";

/**
 * Refuses one more subscription when the account holds its limit already
 * (`409 subscription_limit_reached`). Called inside the create's transaction, with its
 * `tx` ports, so two concurrent creates cannot both see room for one.
 */
export async function requireRoomForSubscription(
  ports: Pick<Ports, 'limits'>,
  tx: StoragePorts,
  accountId: string,
): Promise<void> {
  const limit = ports.limits.maxSubscriptionsPerAccount;
  const held = await tx.subscriptions.countByAccount(accountId);
  if (held >= limit) throw subscriptionLimitReached(limit, held);
}

/** `409 subscription_limit_reached`, naming the limit and how to raise it. */
export function subscriptionLimitReached(limit: number, held: number): DomainError {
  return new DomainError(
    'subscription_limit_reached',
    `An account may hold at most ${limit} subscriptions, and this one holds ${held}.`,
    { suggestedFix: `Delete subscriptions this account no longer needs; ${HOW_TO_RAISE}.` },
  );
}

/**
 * The rows of a file that would become new records at most: not skipped, and not already
 * in the account (or earlier in the file) by id. Invalid rows count too: they never make
 * an import fit that would not fit anyway, since any of them refuses the whole import.
 */
async function newRowsAtMost(
  store: StoragePorts,
  accountId: string,
  candidates: readonly ImportCandidate[],
): Promise<number> {
  const inAccount = new Set(
    (await store.subscriptions.listVersions(accountId)).map(({ id }) => id),
  );
  const seen = new Set<string>();
  let count = 0;
  for (const { body, skipReason, id } of candidates) {
    if (body === undefined || skipReason !== undefined) continue;
    const key = id?.toLowerCase();
    if (key !== undefined && (inAccount.has(key) || seen.has(key))) continue;
    if (key !== undefined) seen.add(key);
    count++;
  }
  return count;
}

/**
 * Refuses an import whose new records would take the account past its limit
 * (`400 invalid_import`, nothing created). Called inside the import's transaction (its
 * `tx` ports, D43; the outer ports for a dry run), before
 * any row is validated, so a file far too large for the account is refused at once.
 */
export async function requireRoomForImport(
  ports: Pick<Ports, 'limits'>,
  store: StoragePorts,
  accountId: string,
  candidates: readonly ImportCandidate[],
): Promise<void> {
  const limit = ports.limits.maxSubscriptionsPerAccount;
  const held = await store.subscriptions.countByAccount(accountId);
  const adding = await newRowsAtMost(store, accountId, candidates);
  if (adding === 0 || held + adding <= limit) return;
  throw new DomainError(
    'invalid_import',
    `The file holds ${adding} new subscriptions, but this account holds ${held} of the ${limit} an account may hold; nothing was imported.`,
    {
      field: 'file',
      suggestedFix: `Import fewer rows, or delete subscriptions this account no longer needs; ${HOW_TO_RAISE}.`,
      rows: [],
    },
  );
}
