import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Catalog } from './catalog-types.js';

export type { Catalog } from './catalog-types.js';

// Found through the package's name, not this file's path, so it works both from the sources
// (tsx) and from the one-file bundle `pnpm start` runs (scripts/build-cli.ts), which keeps
// the catalogs on disk beside the package instead of inside the bundle.
const require = createRequire(import.meta.url);

/** The folder holding one `<language>.json` per language. */
export const CATALOG_DIR = join(
  dirname(require.resolve('@subtrack/i18n/package.json')),
  'catalogs',
);

/**
 * Every catalog file of {@link CATALOG_DIR}, by language tag (the file's name without
 * `.json`): adding a language is adding one file there. Read once, when first asked.
 */
export function readCatalogFiles(dir = CATALOG_DIR): ReadonlyMap<string, Catalog> {
  const catalogs = new Map<string, Catalog>();
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.json')) continue;
    const language = file.slice(0, -'.json'.length);
    catalogs.set(language, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Catalog);
  }
  return catalogs;
}
