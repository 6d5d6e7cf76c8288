/** Limits on what an import opens (archives and databases opened with limits). */
export interface ImportLimits {
  /** Most entries a zip may list. */
  maxZipEntries: number;
  /** Largest `wallos.db` (uncompressed) read from a zip or sent as is. */
  maxDatabaseBytes: number;
  /** Most rows a file may hold. */
  maxRows: number;
  /** Longest a Wallos backup or database may take to read (in its worker) before it is stopped. */
  maxReadMilliseconds: number;
  /** Most bytes the logos of one Wallos backup may inflate to, all together. */
  maxLogosBytes: number;
}

/** The defaults: far above any real Wallos install, far below what could hurt the server. */
export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxZipEntries: 10_000,
  maxDatabaseBytes: 64 * 1024 * 1024,
  maxRows: 100_000,
  maxReadMilliseconds: 10_000,
  maxLogosBytes: 64 * 1024 * 1024,
};
