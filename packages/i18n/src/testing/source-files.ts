import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The workspace's root folder. */
export const WORKSPACE = resolve(import.meta.dirname, '../../../..');

function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

/**
 * The program's own TypeScript files under `packages/<name>/src`, tests and test helpers
 * left out (a key only a test says is unused), as workspace-relative paths with their text.
 */
export function programSources(): { path: string; text: string }[] {
  const packages = join(WORKSPACE, 'packages');
  return readdirSync(packages)
    .flatMap((name) => {
      try {
        return walk(join(packages, name, 'src'), []);
      } catch {
        return [];
      }
    })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .filter((path) => !path.split('/').includes('testing'))
    .map((path) => ({ path: relative(WORKSPACE, path), text: readFileSync(path, 'utf8') }));
}
