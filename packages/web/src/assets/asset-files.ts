import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One static file, read once at start-up, with its compressed forms. */
export interface Asset {
  /** `/assets/<name>.<contenthash>.<ext>` */
  url: string;
  type: string;
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

// Found through the package name, not this file's path, so it works both from the sources
// (tsx) and from the one-file bundle `pnpm start` runs (scripts/build-cli.ts).
const require = createRequire(import.meta.url);
const webRoot = dirname(require.resolve('@subtrack/web/package.json'));
const requireFromWeb = createRequire(join(webRoot, 'package.json'));

/** The files served under /assets: the CSS base, our own stylesheet, the enhancement script. */
const SOURCES = {
  // D29/decisions: Pico's classless build styles semantic HTML, light and dark from the
  // system preference, no build step.
  'pico.css': requireFromWeb.resolve('@picocss/pico/css/pico.classless.min.css'),
  'site.css': join(webRoot, 'src/assets/site.css'),
  'enhance.js': join(webRoot, 'src/assets/enhance.js'),
} as const;

/** The name of a served file. */
export type AssetName = keyof typeof SOURCES;

const TYPES: Record<string, string> = {
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
};

function load(name: string, path: string): Asset {
  const body = readFileSync(path);
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const dot = name.lastIndexOf('.');
  const ext = name.slice(dot + 1);
  return {
    url: `/assets/${name.slice(0, dot)}.${hash}.${ext}`,
    type: TYPES[ext] ?? 'application/octet-stream',
    body,
    // Compressed once here: these files hold no secret, unlike pages (BREACH), so only
    // they are compressed.
    gzip: gzipSync(body, { level: 9 }),
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

let loaded: Map<AssetName, Asset> | undefined;

/** Every asset by name, read and hashed on first use. */
export function assets(): Map<AssetName, Asset> {
  loaded ??= new Map(
    (Object.entries(SOURCES) as Array<[AssetName, string]>).map(([name, path]) => [
      name,
      load(name, path),
    ]),
  );
  return loaded;
}

/** The content-hashed URL of an asset, for `<link>` and `<script>`. */
export function assetUrl(name: AssetName): string {
  const asset = assets().get(name);
  if (!asset) throw new Error(`unknown asset ${name}`);
  return asset.url;
}
