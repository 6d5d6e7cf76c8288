import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DOCS_INITIALIZER } from './docs-initializer.js';

/** One file `/docs` loads, under a name that changes whenever its content does. */
export interface DocsAsset {
  /** `swagger-ui-bundle.3f9c1a2b7d.js`: served at `/docs/assets/<name>`. */
  name: string;
  contentType: string;
  body: Buffer;
  /** The gzip form, made on first use (the bundle shrinks from about 1.4 MB to 0.4 MB). */
  gzipped(): Buffer;
}

/**
 * Where `swagger-ui-dist` is installed. Resolved from this module's URL, which in the
 * command line's bundle is the bundle's own: `@subtrack/cli-seed` depends on
 * `swagger-ui-dist` too so that it resolves from there as well.
 */
function swaggerUiDir(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

const SOURCES = [
  { file: 'swagger-ui.css', contentType: 'text/css; charset=utf-8' },
  { file: 'swagger-ui-bundle.js', contentType: 'text/javascript; charset=utf-8' },
  { file: 'favicon-32x32.png', contentType: 'image/png' },
  { file: 'docs-init.js', contentType: 'text/javascript; charset=utf-8' },
] as const;

/** The source file names, which the page refers to through {@link docsAssets}. */
export type DocsAssetSource = (typeof SOURCES)[number]['file'];

function hashedName(file: string, body: Buffer): string {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  const dot = file.lastIndexOf('.');
  return `${file.slice(0, dot)}.${hash}${file.slice(dot)}`;
}

function load(): Map<DocsAssetSource, DocsAsset> {
  const dir = swaggerUiDir();
  const assets = new Map<DocsAssetSource, DocsAsset>();
  for (const { file, contentType } of SOURCES) {
    const body =
      file === 'docs-init.js' ? Buffer.from(DOCS_INITIALIZER) : readFileSync(join(dir, file));
    let gzipped: Buffer | undefined;
    assets.set(file, {
      name: hashedName(file, body),
      contentType,
      body,
      gzipped: () => {
        gzipped ??= gzipSync(body);
        return gzipped;
      },
    });
  }
  return assets;
}

let loaded: Map<DocsAssetSource, DocsAsset> | undefined;

/**
 * The files of `/docs`, read on first use (a server nobody opens `/docs` on never holds
 * the 1.4 MB bundle in memory) and kept for the life of the process.
 */
export function docsAssets(): Map<DocsAssetSource, DocsAsset> {
  loaded ??= load();
  return loaded;
}

/** The asset served under `name`, or undefined. */
export function findDocsAsset(name: string): DocsAsset | undefined {
  return [...docsAssets().values()].find((asset) => asset.name === name);
}
