import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type ExtractedFile, extractDataUrls } from './extract-data-urls.js';

/** One static file, read once at start-up, with its compressed forms. */
export interface Asset {
  /** `/assets/<name>.<contenthash>.<ext>` */
  url: string;
  type: string;
  body: Buffer;
  /** The body compressed, made on the first request that accepts it and kept. */
  gzip(): Promise<Buffer>;
  brotli(): Promise<Buffer>;
}

const compressGzip = promisify(gzip);
const compressBrotli = promisify(brotliCompress);

/** `make` on the first call, its answer on every later one. */
function once(make: () => Promise<Buffer>): () => Promise<Buffer> {
  let made: Promise<Buffer> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

// Found through the package name, not this file's path, so it works both from the sources
// (tsx) and from the one-file bundle `pnpm start` runs (scripts/build-cli.ts).
const require = createRequire(import.meta.url);
export const webRoot = dirname(require.resolve('@subtrack/web/package.json'));
/** Resolves a dependency of `@subtrack/web` (its own `node_modules`), from sources or the bundle. */
export const requireFromWeb = createRequire(join(webRoot, 'package.json'));

// D46: the browser half of passkeys, as its package ships it for a plain <script> (it
// defines `SimpleWebAuthnBrowser`). The package exports only its modules, so the file is
// found beside its CommonJS entry (`script/index.js`).
const webAuthnBrowserBundle = join(
  dirname(requireFromWeb.resolve('@simplewebauthn/browser')),
  '../dist/bundle/index.umd.min.js',
);

/**
 * The files pages link to under /assets: the CSS base, our own stylesheet, the enhancement
 * script, the passkey scripts (served by subtrack, never a CDN), the script that turns on
 * reminders on a device, and the product’s mark
 * (the tab's icon and the header's logo).
 */
const SOURCES = {
  // D29/decisions: Pico's classless build styles semantic HTML, light and dark from the
  // system preference, no build step.
  // Issue 37: Pico's "jade" build, the accent (AA on white and on Pico's dark background).
  'pico.css': requireFromWeb.resolve('@picocss/pico/css/pico.classless.jade.min.css'),
  'site.css': join(webRoot, 'src/assets/site.css'),
  'enhance.js': join(webRoot, 'src/assets/enhance.js'),
  'webauthn.js': webAuthnBrowserBundle,
  'passkeys.js': join(webRoot, 'src/assets/passkeys.js'),
  'devices.js': join(webRoot, 'src/assets/devices.js'),
  'favicon.svg': join(webRoot, 'src/assets/favicon.svg'),
  // Issue 37: the one font, Inter, served from this origin (Latin, and Latin Extended only
  // when a page shows one of its letters).
  'inter-latin.woff2': requireFromWeb.resolve(
    '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  ),
  'inter-latin-ext.woff2': requireFromWeb.resolve(
    '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  ),
} as const;

/** The name of a file a page links to. */
export type AssetName = keyof typeof SOURCES;

const TYPES: Record<string, string> = {
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  svg: 'image/svg+xml',
  woff2: 'font/woff2',
};

const EXTENSIONS: Record<string, string> = { 'image/svg+xml': 'svg', 'image/png': 'png' };

function hashed(stem: string, ext: string, body: Buffer): string {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return `/assets/${stem}.${hash}.${ext}`;
}

function asset(url: string, ext: string, body: Buffer): Asset {
  return {
    url,
    type: TYPES[ext] ?? 'application/octet-stream',
    body,
    // These files hold no secret, unlike pages (BREACH), so only they are compressed: once,
    // at the highest levels, on the first request that asks (off the server's thread, in
    // zlib's thread pool), so that a server no browser visits, as most test servers and
    // API-only installs, never spends the 0.1 s of CPU it takes.
    gzip: once(() => compressGzip(body, { level: 9 })),
    brotli: once(() => compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
  };
}

/** The image files taken out of the stylesheets, by URL (see `extractDataUrls`). */
const images = new Map<string, Asset>();

function imageUrl(file: ExtractedFile): string {
  const ext = EXTENSIONS[file.type];
  if (!ext) throw new Error(`a stylesheet embeds a ${file.type} data: URL, which is not served`);
  const url = hashed('icon', ext, file.body);
  if (!images.has(url)) images.set(url, asset(url, ext, file.body));
  return url;
}

/** A stylesheet's `url("./<name>")` of another asset (the fonts) becomes that asset's URL. */
function linkAssets(css: string, urlOf: (name: string) => string): string {
  return css.replace(/url\("\.\/([^"]+)"\)/g, (_, name: string) => `url("${urlOf(name)}")`);
}

function load(name: AssetName, path: string, urlOf: (name: string) => string): Asset {
  const dot = name.lastIndexOf('.');
  const ext = name.slice(dot + 1);
  let body: Buffer = readFileSync(path);
  // D29: a `data:` image would break the pages' policy; it becomes a file of this server.
  if (ext === 'css') {
    const css = linkAssets(body.toString('utf8'), urlOf);
    body = Buffer.from(extractDataUrls(css, imageUrl).css);
  }
  return asset(hashed(name.slice(0, dot), ext, body), ext, body);
}

let loaded: Map<AssetName, Asset> | undefined;

/** Every file a page links to, by name, read and hashed on first use. */
export function assets(): Map<AssetName, Asset> {
  if (loaded) return loaded;
  const made = new Map<AssetName, Asset>();
  const urlOf = (name: string) => {
    const found = made.get(name as AssetName);
    if (!found) throw new Error(`a stylesheet links to ${name}, which is not served`);
    return found.url;
  };
  // Stylesheets last: they link to the other files by their hashed URLs.
  const entries = Object.entries(SOURCES) as Array<[AssetName, string]>;
  const isCss = ([name]: [AssetName, string]) => name.endsWith('.css');
  for (const [name, path] of [...entries.filter((e) => !isCss(e)), ...entries.filter(isCss)])
    made.set(name, load(name, path, urlOf));
  loaded = made;
  return loaded;
}

/** Every served file: those of {@link assets} and the images their stylesheets use. */
export function servedAssets(): Asset[] {
  return [...assets().values(), ...images.values()];
}

/** The content-hashed URL of an asset, for `<link>` and `<script>`. */
export function assetUrl(name: AssetName): string {
  const found = assets().get(name);
  if (!found) throw new Error(`unknown asset ${name}`);
  return found.url;
}
