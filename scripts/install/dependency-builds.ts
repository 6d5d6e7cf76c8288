import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The lifecycle scripts pnpm runs when it installs a package (a "build"). */
const BUILD_SCRIPTS = ['preinstall', 'install', 'postinstall'] as const;

/**
 * The names of the installed packages that have a build: an install script, or a
 * `binding.gyp` (pnpm then runs node-gyp). pnpm 10 runs only the builds it is told to and
 * prints a warning box for every other one, so each must be listed as built or ignored.
 */
export function packagesWithBuilds(root: string): string[] {
  const store = join(root, 'node_modules/.pnpm');
  const found = new Set<string>();
  for (const entry of readdirSync(store)) {
    const modules = join(store, entry, 'node_modules');
    if (!existsSync(modules)) continue;
    for (const scopeOrName of readdirSync(modules)) {
      const names = scopeOrName.startsWith('@')
        ? readdirSync(join(modules, scopeOrName)).map((name) => `${scopeOrName}/${name}`)
        : [scopeOrName];
      for (const name of names) {
        const dir = join(modules, name);
        // A link is a dependency of this package, listed under its own store entry.
        if (lstatSync(dir).isSymbolicLink() || !existsSync(join(dir, 'package.json'))) continue;
        const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
          name: string;
          scripts?: Record<string, string>;
        };
        const scripts = manifest.scripts ?? {};
        if (BUILD_SCRIPTS.some((script) => scripts[script]) || existsSync(join(dir, 'binding.gyp')))
          found.add(manifest.name);
      }
    }
  }
  return [...found].sort();
}

/** The entries of a top-level list setting (`key:` then `  - item` lines) of a YAML file. */
export function yamlList(text: string, key: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trimEnd() === `${key}:`);
  if (start < 0) return [];
  const items: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const item = /^\s+-\s+(.+?)\s*$/.exec(line)?.[1];
    if (item) items.push(item.replace(/^["']|["']$/g, ''));
  }
  return items;
}
