// Bundles the `subtrack` command line (packages/cli-seed/src/main.ts) into one ESM file that
// plain `node` runs, so `pnpm start` serves without the tsx loader: the idle server holds
// about 64 MB instead of 104 MB (tsx keeps a loader thread and esbuild's state; issue 7's
// peak RSS target). Development and tests keep running the TypeScript through tsx.
// better-sqlite3 stays outside: it is a native addon, loaded from node_modules. So does sharp
// (libvips, loaded with the first logo), and esbuild, which only the import reader's
// development path loads (file-formats' dev-reader-bundle.ts).
// The import reader's worker thread is a second entry point, written beside the bundle:
// file-formats looks for it there (read-off-thread.ts).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');

/** The bundle `pnpm start` runs. */
export const CLI_BUNDLE = join(root, 'packages/cli-seed/dist/subtrack.mjs');

/**
 * Writes {@link CLI_BUNDLE} and its worker (a fraction of a second) and answers its path; or
 * the same two files in `outdir` (`pnpm test` builds its own copy, which the tests that
 * build the bundle again cannot overwrite while a server starts from it).
 */
export async function buildCli(outdir = dirname(CLI_BUNDLE)): Promise<string> {
  await build({
    entryPoints: {
      subtrack: join(root, 'packages/cli-seed/src/main.ts'),
      'import-reader-worker': join(root, 'packages/file-formats/src/import-reader-worker.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: ['better-sqlite3', 'esbuild', 'sharp'],
    // The workspace packages' TypeScript sources, not their built `dist/` (see .npmrc).
    conditions: ['@subtrack/source'],
    // Koa and its helpers are CommonJS and `require` Node's modules; an ESM bundle has no
    // `require` of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return join(outdir, 'subtrack.mjs');
}

// `tsx scripts/build-cli.ts [OUTDIR]`
if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli(process.argv[2]);
