import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import Router from '@koa/router';
import { aTestWorld } from '@subtrack/domain/testing';
import type { WebState } from './request-state.js';
import { SCREEN_ROUTES } from './routes/index.js';
import type { WebDeps } from './web-deps.js';

// The rules of packages/web/README.md ("Where code goes"), checked on the source itself so
// a file put in a second home, an import across the line or a second frame fails here.

const SRC = dirname(fileURLToPath(import.meta.url));

interface SourceFile {
  /** Path under src/, with forward slashes (e.g. `routes/keys-routes.tsx`). */
  path: string;
  text: string;
  /** What it imports from this package, as paths under src/ without their extension. */
  imports: string[];
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

const IMPORT = /(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g;
const withoutExtension = (path: string) => path.replace(/\.(?:js|ts|tsx)$/, '');

/** Every TypeScript file of src/ but the tests, with its imports inside the package. */
const SOURCES: SourceFile[] = walk(SRC)
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
  .map((file) => {
    const text = readFileSync(file, 'utf8');
    const imports = [...text.matchAll(IMPORT)].map((match) =>
      withoutExtension(relative(SRC, resolve(dirname(file), match[1] ?? '')).replaceAll('\\', '/')),
    );
    return { path: relative(SRC, file).replaceAll('\\', '/'), text, imports };
  });

const under = (folder: string) => SOURCES.filter((file) => file.path.startsWith(`${folder}/`));

describe('where the web package keeps its code', () => {
  it('finds the source it checks', () => {
    for (const folder of ['routes', 'screens', 'view-models']) {
      assert.ok(under(folder).length > 3, `no files found under src/${folder}`);
    }
  });

  it('keeps view logic in view-models/ only: screens/ holds components, routes/ route files', () => {
    const misplaced = [
      ...under('screens').filter((file) => !file.path.endsWith('.tsx')),
      ...under('view-models').filter((file) => !file.path.endsWith('.ts')),
      // Top-level files of routes/ register routes; a screen's folder (routes/<screen>/)
      // may also hold what only its own route files share.
      ...under('routes').filter(
        (file) =>
          !file.path.slice('routes/'.length).includes('/') &&
          !/(?:-routes\.tsx?|\/index\.ts)$/.test(file.path),
      ),
    ].map((file) => file.path);
    assert.deepEqual(misplaced, []);
  });

  it('names each page for its screen: <screen>-screen.tsx exports its Screen components', () => {
    // A page is `<screen>-screen.tsx` exporting `<Name>Screen` (its variants too, such as
    // `SignInLinkInvalidScreen`); a screen with parts of its own is a folder of its pages
    // and parts, the parts named for what they are (`key-table.tsx`) and exporting no screen.
    const misnamed = under('screens')
      .filter((file) => {
        const page = file.path.endsWith('-screen.tsx');
        const exportsScreen = /export function \w+Screen\b/.test(file.text);
        const framed = /<(?:Layout|MessagePage)\b/.test(file.text);
        const loosePart = !page && !file.path.slice('screens/'.length).includes('/');
        return page !== exportsScreen || (framed && !page) || loosePart;
      })
      .map((file) => file.path);
    assert.deepEqual(misnamed, []);
  });

  it('imports routes/ from the app only: no screen, component or view model depends on one', () => {
    const crossing = SOURCES.filter((file) => !file.path.startsWith('routes/'))
      .filter((file) => file.path !== 'app.ts' && file.path !== 'index.ts')
      .flatMap((file) =>
        file.imports
          .filter((target) => target.startsWith('routes/'))
          .map((t) => `${file.path} -> ${t}`),
      );
    assert.deepEqual(crossing, []);
  });

  it('lets no view model depend on a screen or a route', () => {
    const upward = under('view-models').flatMap((file) =>
      file.imports
        .filter((target) => target.startsWith('screens/') || target.startsWith('routes/'))
        .map((target) => `${file.path} -> ${target}`),
    );
    assert.deepEqual(upward, []);
  });

  it('has every screen wrap its own Layout: no route renders the frame', () => {
    const framing = under('routes')
      .filter((file) => file.imports.includes('components/layout') || /<Layout\b/.test(file.text))
      .map((file) => file.path);
    assert.deepEqual(framing, []);
    const frameless = under('screens')
      .filter((file) => /export function \w+Screen\b/.test(file.text))
      .filter((file) => !/<(?:Layout|MessagePage)\b/.test(file.text))
      .map((file) => file.path);
    assert.deepEqual(frameless, []);
  });

  it('reads the stores through domain use cases only, never a port of its own', () => {
    // The clock is the one port a route may read itself (one-time flashes expire by it).
    const direct = ['routes', 'screens', 'components', 'view-models']
      .flatMap(under)
      .flatMap((file) =>
        [...file.text.matchAll(/\bports\.(\w+)/g)]
          .filter((match) => match[1] !== 'clock')
          .map((match) => `${file.path}: ports.${match[1]}`),
      );
    assert.deepEqual(direct, []);
  });

  it('registers each method and path of the screens once, so no route is dead', async () => {
    const { ports } = await aTestWorld();
    const router = new Router<WebState>();
    // Registering reads no dependency but the ports (requests would): none is faked.
    const deps = { ports } as WebDeps;
    for (const register of SCREEN_ROUTES) register(router, deps);
    const seen = new Set<string>();
    const twice: string[] = [];
    for (const layer of router.stack) {
      for (const method of layer.methods.filter((m) => m !== 'HEAD')) {
        const route = `${method} ${String(layer.path)}`;
        if (seen.has(route)) twice.push(route);
        seen.add(route);
      }
    }
    assert.ok(seen.has('GET /'), 'the dashboard is registered');
    assert.deepEqual(twice, []);
  });
});
