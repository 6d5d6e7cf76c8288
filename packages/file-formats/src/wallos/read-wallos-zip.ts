import { unreadableImportFile } from '@subtrack/domain';
import { type UnzipFileInfo, unzipSync } from 'fflate';
import type { ImportLimits } from '../limits.js';

const DATABASE_NAME = 'wallos.db';

function refused(message: string): Error {
  return unreadableImportFile(
    message,
    'Use the zip that Wallos downloads from Admin -> Backup, unchanged.',
  );
}

// An entry that would land outside the folder it is unpacked into: absolute paths, drive
// letters, backslashes and `..` segments. Nothing is unpacked to disk here, but such an
// archive was not made by Wallos and is refused whole.
function escapesFolder(name: string): boolean {
  if (name.startsWith('/') || name.includes('\\') || /^[a-z]:/i.test(name)) return true;
  return name.split('/').some((segment) => segment === '..');
}

const isDatabase = (name: string): boolean =>
  name === DATABASE_NAME || name.endsWith(`/${DATABASE_NAME}`);

/**
 * D33: the `wallos.db` inside a Wallos backup zip (at its root, or in one folder). The
 * archive is read in memory with limits: entry count, the database's size, no path
 * escapes; only the database entry is inflated.
 */
export function readWallosZip(bytes: Uint8Array, limits: ImportLimits): Uint8Array {
  const entries: UnzipFileInfo[] = [];
  let problem: string | null = null;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter(entry) {
        entries.push(entry);
        if (entries.length > limits.maxZipEntries) {
          problem ??= `The zip lists more than ${limits.maxZipEntries} entries.`;
        }
        if (escapesFolder(entry.name)) {
          problem ??= `The zip holds an entry outside its folder ("${entry.name}").`;
        }
        if (!isDatabase(entry.name) || problem !== null) return false;
        if (entry.originalSize > limits.maxDatabaseBytes) {
          problem ??= `The zip's ${DATABASE_NAME} is larger than ${limits.maxDatabaseBytes} bytes.`;
          return false;
        }
        return true;
      },
    });
  } catch {
    throw refused('The file is not a readable zip archive.');
  }
  if (problem !== null) throw refused(problem);
  const names = Object.keys(files).sort((a, b) => a.split('/').length - b.split('/').length);
  const database = names[0] === undefined ? undefined : files[names[0]];
  if (database === undefined) throw refused(`The zip holds no ${DATABASE_NAME}.`);
  if (database.length > limits.maxDatabaseBytes) {
    throw refused(`The zip's ${DATABASE_NAME} is larger than ${limits.maxDatabaseBytes} bytes.`);
  }
  return database;
}
