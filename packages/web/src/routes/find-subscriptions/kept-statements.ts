import type { WebSession } from '../../request-state.js';
import type { KeptFindings } from '../../view-models/find-subscriptions-view.js';
import { ExpiringStore } from './expiring-store.js';

/** How long the findings of a bank export stay for the member who uploaded it. */
export const FINDINGS_TTL_MS = 60 * 60_000;
/** How long an uploaded export waits for the member to name its columns. */
export const PENDING_STATEMENT_TTL_MS = 15 * 60_000;

/** An uploaded export whose columns could not be told apart, waiting for the member to name them. */
export interface PendingStatement {
  filename: string;
  bytes: Uint8Array;
  /** The file's headers, as the reader listed them. */
  headers: string[];
}

/**
 * What "Find subscriptions" keeps between requests, in this process's memory only (a
 * bank export never reaches the database or a backup): each member's findings for an hour,
 * and a file waiting for its columns to be named for 15 minutes. Both are per member of an
 * account, bounded in entries (and files in bytes), and gone at a restart.
 */
export class KeptStatements {
  readonly findings: ExpiringStore<KeptFindings>;
  readonly pending: ExpiringStore<PendingStatement>;

  constructor(now: () => number) {
    this.findings = new ExpiringStore(now, { ttlMs: FINDINGS_TTL_MS, maxEntries: 200 });
    this.pending = new ExpiringStore(now, {
      ttlMs: PENDING_STATEMENT_TTL_MS,
      maxEntries: 50,
      sizeOf: (value) => (value as PendingStatement).bytes.length,
      maxSize: 64 * 1024 * 1024,
    });
  }
}

/** The key of a signed-in member's kept statement: their account and member id. */
export const memberKey = (session: WebSession) => `${session.accountId} ${session.memberId}`;
