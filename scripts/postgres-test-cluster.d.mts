// Types of postgres-test-cluster.mjs, for TypeScript callers (`pnpm bench`).
export const HOW_TO_GET_POSTGRES: string;
export function findPostgresBinaries(): string | null;
/**
 * Starts a throwaway cluster; stop it with {@link stopCluster}. `durable`: fsync and
 * synchronous commit on (PostgreSQL's defaults) instead of off.
 */
export function startCluster(options?: {
  durable?: boolean;
}): Promise<{ url: string; dir: string }>;
/** Stops the cluster in `dir` at once and removes the folder; never throws. */
export function stopCluster(dir: string): void;
