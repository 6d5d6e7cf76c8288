// Types of postgres-test-cluster.mjs, for TypeScript callers (`pnpm bench`).
export const HOW_TO_GET_POSTGRES: string;
export function findPostgresBinaries(): string | null;
/** Starts a throwaway cluster; stop it with {@link stopCluster}. */
export function startCluster(): Promise<{ url: string; dir: string }>;
/** Stops the cluster in `dir` at once and removes the folder; never throws. */
export function stopCluster(dir: string): void;
