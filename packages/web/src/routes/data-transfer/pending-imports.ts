import type { ImportFileOptions, ImportResult } from '@subtrack/domain';

/** An uploaded file waiting between its preview (dry run) and "Confirm import". */
export interface PendingImport {
  filename: string;
  bytes: Uint8Array;
  options: ImportFileOptions;
  /** The dry run made at upload, which the preview shows (the file is not read twice). */
  preview: ImportResult;
}

interface Entry {
  pending: PendingImport;
  expiresAtMs: number;
}

/** How long an uploaded file waits for "Confirm import". */
export const PENDING_IMPORT_TTL_MS = 15 * 60_000;
// Each file is at most 10 MiB; together they stay under this, the oldest dropped first.
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
const MAX_ENTRIES = 50;

/**
 * The file of an import preview, kept in this process's memory so the owner does
 * not upload it twice. One per session (a new upload replaces the old), gone after
 * {@link PENDING_IMPORT_TTL_MS}, at confirmation, or at a restart; the whole store is
 * bounded in entries and bytes. The owner then uploads the file again.
 */
export class PendingImports {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number) {}

  /** Keeps `pending` for `sessionId`, replacing the one it had. */
  put(sessionId: string, pending: PendingImport): void {
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { pending, expiresAtMs: this.now() + PENDING_IMPORT_TTL_MS });
    this.prune();
  }

  /** The waiting import of `sessionId`, left in place; null when none or expired. */
  peek(sessionId: string): PendingImport | null {
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    if (entry.expiresAtMs > this.now()) return entry.pending;
    this.entries.delete(sessionId);
    return null;
  }

  /** Forgets the waiting import of `sessionId` (confirmed or cancelled). */
  drop(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  private prune(): void {
    const now = this.now();
    for (const [id, entry] of this.entries) if (entry.expiresAtMs <= now) this.entries.delete(id);
    let total = 0;
    for (const entry of this.entries.values()) total += entry.pending.bytes.length;
    // Map order is insertion order: the first entries are the oldest uploads.
    for (const [id, entry] of this.entries) {
      if (total <= MAX_TOTAL_BYTES && this.entries.size <= MAX_ENTRIES) break;
      total -= entry.pending.bytes.length;
      this.entries.delete(id);
    }
  }
}
