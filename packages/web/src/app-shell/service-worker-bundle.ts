import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { assetUrl, servedAssets, webRoot } from '../assets/asset-files.js';
import { CONTENT_SECURITY_POLICY } from '../http/page-headers.js';
import { appIcons } from './app-icons.js';
import { offlineTexts } from './offline-texts.js';

/** Where the service worker is served: the root, so that its scope is every page. */
export const SERVICE_WORKER_PATH = '/sw.js';

// Loaded through the web package, as app-icons.ts loads sharp: the bundle `pnpm start` runs
// keeps esbuild outside (scripts/build-cli.ts).
type Esbuild = typeof import('esbuild');
const requireFromWeb = createRequire(join(webRoot, 'package.json'));
const SOURCE = join(webRoot, 'src/app-shell/service-worker.js');

async function bundle(): Promise<Buffer> {
  const icons = await appIcons();
  const precache = [...servedAssets().map((asset) => asset.url), ...icons.map((i) => i.url)];
  const defines = {
    // Content-hashed names: a changed file is a new name, so none needs a revision.
    __PRECACHE__: JSON.stringify(precache.map((url) => ({ url, revision: null }))),
    __STYLESHEETS__: JSON.stringify([assetUrl('pico.css'), assetUrl('site.css')]),
    __FAVICON__: JSON.stringify(assetUrl('favicon.svg')),
    __ICON__: JSON.stringify(icons.find((i) => i.size === 192)?.url ?? ''),
    __CSP__: JSON.stringify(CONTENT_SECURITY_POLICY),
    __TEXTS__: JSON.stringify(offlineTexts()),
    // Workbox's development checks and console logging are left out.
    'process.env.NODE_ENV': '"production"',
  };
  // The version names the caches: any change of the worker or of a file it keeps makes a new
  // one, which replaces the old at the next visit.
  const version = createHash('sha256')
    .update(readFileSync(SOURCE))
    .update(JSON.stringify(defines))
    .digest('hex')
    .slice(0, 12);
  const esbuild = requireFromWeb('esbuild') as Esbuild;
  const built = await esbuild.build({
    entryPoints: [SOURCE],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    define: { ...defines, __VERSION__: JSON.stringify(version) },
    logLevel: 'silent',
  });
  const output = built.outputFiles[0];
  if (!output) throw new Error('esbuild wrote no service worker');
  return Buffer.from(output.contents);
}

let built: Promise<Buffer> | undefined;

/**
 * The service worker, Workbox and all in one script, built by esbuild the first time a
 * browser asks for it (a fraction of a second, once a process) and kept.
 */
export function serviceWorkerScript(): Promise<Buffer> {
  built ??= bundle();
  return built;
}
