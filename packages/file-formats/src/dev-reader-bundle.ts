// Development and tests only, when the sources run as TypeScript under tsx: the import
// reader's worker module, built from its TypeScript once per process with esbuild (as
// `pnpm build` builds the command line's own `import-reader-worker.mjs`).
//
// Why not run the TypeScript in the worker under tsx: tsx's loader in a worker thread (its
// own hooks thread on Node.js 20) made every read cost about 0.8 s of CPU before its first
// row, against 0.05 s for a JavaScript module, and the test suite starts some sixty readers.
//
// Only the workspace's own sources are bundled. Every package from node_modules stays an
// import of its own file (resolved here, from the file that imports it), so the worker loads
// the same copy of each package as the rest of the process. The inline source map leads
// coverage tools back from the bundle to each TypeScript source, as tsx's do.
import { mkdirSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

/**
 * Where the bundles go: inside the package, so that coverage tools count the sources they
 * map to (they skip files outside the workspace and under `.tmp/`); ignored by git.
 */
const BUNDLE_DIR = fileURLToPath(new URL('../.dev-reader/', import.meta.url));

const resolving = Symbol('resolving');

/** Leaves every package from node_modules out of the bundle, as an import of its own file. */
const packagesAsFiles: Plugin = {
  name: 'packages-as-files',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@subtrack/') || isBuiltin(args.path)) return undefined;
      if (args.pluginData === resolving) return undefined;
      const found = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: resolving,
      });
      if (found.errors.length > 0) return { errors: found.errors };
      return { path: pathToFileURL(found.path).href, external: true };
    });
  },
};

let built: Promise<URL> | null = null;

/** The worker module's URL, built on the first call of the process. */
export function devReaderModule(): Promise<URL> {
  built ??= build();
  return built;
}

async function build(): Promise<URL> {
  const { build: esbuild } = await import('esbuild');
  mkdirSync(BUNDLE_DIR, { recursive: true });
  const outfile = join(BUNDLE_DIR, `import-reader-worker-${process.pid}-${Date.now()}.mjs`);
  process.on('exit', () => rmSync(outfile, { force: true }));
  await esbuild({
    entryPoints: [fileURLToPath(new URL('./import-reader-worker.ts', import.meta.url))],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // The workspace packages' TypeScript sources, not their built `dist/` (see .npmrc).
    conditions: ['@subtrack/source'],
    plugins: [packagesAsFiles],
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  return pathToFileURL(outfile);
}
