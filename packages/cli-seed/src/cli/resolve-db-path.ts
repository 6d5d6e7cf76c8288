import { resolve } from 'node:path';

/** D1: the database when neither `--db` nor `SUBTRACK_DB` names one. */
export const DEFAULT_DB_PATH = './data/subtrack.sqlite';

/** D1: `--db` wins over `SUBTRACK_DB`, which wins over `./data/subtrack.sqlite`; relative to `cwd`. */
export function resolveDbPath(
  flag: string | undefined,
  env: NodeJS.ProcessEnv,
  cwd: string,
): string {
  const chosen = flag ?? (env['SUBTRACK_DB'] || DEFAULT_DB_PATH);
  return resolve(cwd, chosen);
}
