import { accessSync, constants, mkdirSync, type Stats, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CliFailure } from '../cli/cli-errors.js';

/** How the failure line names the file and the flag that chooses it. */
export interface FileRole {
  /** How the line starts, e.g. `cannot open the database` (the path follows). */
  failure: string;
  /** e.g. `--db FILE (or SUBTRACK_DB)` */
  flag: string;
}

/**
 * Makes sure a SQLite file can be created or opened at `path`: creates its missing folders
 * and checks what is in the way. Every problem becomes one `CliFailure` line naming the
 * path, the cause in words and the fix, instead of `EEXIST ... mkdir` or SQLite's
 * `unable to open database file`.
 *
 * Folders are created one level at a time: Node's `mkdir(..., { recursive: true })` never
 * returns for a path under `/proc` (the kernel answers ENOENT for a folder that exists, and
 * Node retries forever, at full CPU).
 */
export function prepareFilePath(path: string, role: FileRole): void {
  const fail = (cause: string, fix = `choose another path with ${role.flag}`): never => {
    throw new CliFailure(`${role.failure} ${path}: ${cause}; ${fix}`);
  };
  const existing = statOrNull(path);
  if (existing?.isDirectory()) {
    const flagName = role.flag.split(' ')[0];
    fail(
      'it is a folder, not a file',
      `name a file inside it, e.g. ${flagName} ${join(path, 'subtrack.sqlite')}`,
    );
  }
  const missing: string[] = [];
  let folder = dirname(path);
  let found = statOrNull(folder);
  while (found === null && dirname(folder) !== folder) {
    missing.unshift(folder);
    folder = dirname(folder);
    found = statOrNull(folder);
  }
  if (found !== null && !found.isDirectory()) fail(`${folder} is a file, not a folder`);
  for (const create of missing) {
    try {
      mkdirSync(create);
    } catch (error) {
      fail(`cannot create the folder ${create} (${folderRefusal(error, dirname(create))})`);
    }
  }
  const access =
    existing === null ? constants.W_OK | constants.X_OK : constants.R_OK | constants.W_OK;
  try {
    accessSync(existing === null ? dirname(path) : path, access);
  } catch (error) {
    const target = existing === null ? `the folder ${dirname(path)}` : 'the file';
    fail(
      `${codeOf(error) === 'EROFS' ? 'read-only file system: no way' : 'no permission'} to ${existing === null ? 'create files in' : 'read and write'} ${target}`,
      `run subtrack as a user who may, or choose another path with ${role.flag}`,
    );
  }
}

function statOrNull(path: string): Stats | null {
  try {
    return statSync(path);
  } catch (error) {
    const code = codeOf(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

/** Why a folder could not be created inside `parent`, in words. */
function folderRefusal(error: unknown, parent: string): string {
  switch (codeOf(error)) {
    case 'EACCES':
    case 'EPERM':
      return `no permission to write in ${parent}`;
    case 'EROFS':
      return `${parent} is on a read-only file system`;
    case 'ENOENT':
      return `${parent} accepts no new folders, like every system folder under /proc or /sys`;
    case 'ENOSPC':
      return 'the disk is full';
    default:
      return codeOf(error);
  }
}

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? String(error);
}
