import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

// The domain does no I/O (architecture.md): it gets clocks, ids, randomness and storage
// as ports. node:crypto stays allowed for D2's SHA-256 and constant-time comparison.
const IO_MODULES = [
  'fs',
  'net',
  'http',
  'https',
  'http2',
  'child_process',
  'dgram',
  'dns',
  'worker_threads',
  'cluster',
  'tls',
  'os',
  'process',
  'readline',
];

// The reminder texts' catalogs, as modules: data and FormatJS's formatting, nothing read.
const PURE_PACKAGES = ['@subtrack/i18n/embedded'];

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

/** The module specifiers of `source` that the domain must not import. */
function forbiddenImports(source: string): string[] {
  const found: string[] = [];
  for (const [, specifier = ''] of source.matchAll(SPECIFIER)) {
    const bare = specifier.replace(/^node:/, '').split('/')[0]!;
    const forbidden =
      IO_MODULES.includes(bare) ||
      specifier === 'better-sqlite3' ||
      specifier === 'koa' ||
      specifier.startsWith('@koa/') ||
      (specifier.startsWith('@subtrack/') && !PURE_PACKAGES.includes(specifier));
    if (forbidden) found.push(specifier);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('domain purity', () => {
  it('spots every kind of forbidden import', () => {
    const sample = [
      "import { readFileSync } from 'node:fs';",
      "import { join } from 'fs/promises';",
      "const os = await import('node:os');",
      "import 'better-sqlite3';",
      "import Router from '@koa/router';",
      "import Koa from 'koa';",
      "export * from '@subtrack/sqlite-adapter';",
      "import { translatorFor } from '@subtrack/i18n';",
      "import { embeddedTranslatorFor } from '@subtrack/i18n/embedded';",
      "const cp = require('child_process');",
      "import { createHash } from 'node:crypto';",
      "import { foldCase } from '../shared/text.js';",
      "import * as v from 'valibot';",
    ].join('\n');
    assert.deepEqual(forbiddenImports(sample), [
      'node:fs',
      'fs/promises',
      'node:os',
      'better-sqlite3',
      '@koa/router',
      'koa',
      '@subtrack/sqlite-adapter',
      '@subtrack/i18n',
      'child_process',
    ]);
  });

  it('no source file of packages/domain/src imports I/O, adapters or other packages', () => {
    const root = fileURLToPath(new URL('.', import.meta.url));
    const files = sourceFiles(root);
    assert.ok(files.length > 20, 'expected to scan the whole package');
    const offenders = files.flatMap((file) =>
      forbiddenImports(readFileSync(file, 'utf8')).map((s) => `${relative(root, file)}: ${s}`),
    );
    assert.deepEqual(offenders, []);
  });
});
