// Issue 25: how `pnpm test` spreads its files over processes.
//
// Most of a package test file's time alone is its process start (node, tsx, and loading the
// package it tests), not its tests. A package's files therefore run several to a process:
// one generated file imports them one after the other, each inside a suite named after the
// file, so its own before/after hooks stay its own and a failure names its file.
//
// The browser files (`e2e/web/`) share processes too, a few to each: every one of them loads
// the same support (Playwright, axe-core, the command line that makes its accounts: about 2.5 s
// of CPU before its first test) and can reuse the Chromium the previous file launched. They are
// spread over their processes so that each process gets about the same share of them.
//
// Any other end-to-end file keeps a process of its own: it starts servers, kills them or
// PostgreSQL, and runs long enough to be worth running beside the others.
//
// node:test starts the files it is given in the order of their names, so the units are
// written as numbered files: the likely longest first (end-to-end before package batches,
// heavier before lighter), so that no long unit starts last and ends the run alone.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** How many package test files share one process. */
export const BATCH_SIZE = 24;
/** About how many browser test files share one process. */
export const BROWSER_BATCH_SIZE = 4;

const isBrowserFile = (file) => file.startsWith('e2e/web/');
const isEndToEnd = (file) => file.startsWith('e2e/') && !isBrowserFile(file);
const packageOf = (file) => file.split('/').slice(0, 2).join('/');

/**
 * How long a file looks: its size, and before that the longest timeout it gives itself (a
 * suite that allows itself ten minutes, such as the load test, says it runs long).
 */
export function weightOf(text) {
  const timeouts = [...text.matchAll(/timeout: ([\d_]+)/g)].map(([, ms]) =>
    Number(ms.replaceAll('_', '')),
  );
  return Math.max(0, ...timeouts) * 1000 + text.length;
}

/**
 * Deals `files` into `count` groups of about the same weight: the heaviest first, each to
 * the group that is lightest so far.
 */
function dealEvenly(files, count, weigh) {
  const groups = Array.from({ length: count }, () => ({ files: [], weight: 0 }));
  for (const file of [...files].sort((a, b) => weigh(b) - weigh(a))) {
    const lightest = groups.reduce((min, group) => (group.weight < min.weight ? group : min));
    lightest.files.push(file);
    lightest.weight += weigh(file);
  }
  return groups.map((group) => group.files).filter((group) => group.length > 0);
}

/**
 * Groups `files` (paths relative to the workspace) into units, longest-looking first:
 * each end-to-end file alone, except the browser files, dealt about
 * {@link BROWSER_BATCH_SIZE} to a process, and the others by package in batches of
 * {@link BATCH_SIZE}. `weigh` tells how long a file looks ({@link weightOf} its text by
 * default).
 */
export function planTestUnits(files, weigh = (file) => weightOf(readFileSync(file, 'utf8'))) {
  const browserFiles = files.filter(isBrowserFile);
  const browserBatches = dealEvenly(
    browserFiles,
    Math.ceil(browserFiles.length / BROWSER_BATCH_SIZE),
    weigh,
  );
  const byPackage = new Map();
  for (const file of files.filter((f) => !isEndToEnd(f) && !isBrowserFile(f))) {
    byPackage.set(packageOf(file), [...(byPackage.get(packageOf(file)) ?? []), file]);
  }
  const batches = [...byPackage.values()].flatMap((group) =>
    Array.from({ length: Math.ceil(group.length / BATCH_SIZE) }, (_, i) =>
      group.slice(i * BATCH_SIZE, (i + 1) * BATCH_SIZE),
    ),
  );
  const weight = (unit) => unit.reduce((sum, file) => sum + weigh(file), 0);
  const longestFirst = (units) => units.sort((a, b) => weight(b) - weight(a));
  return [
    ...longestFirst([...browserBatches, ...files.filter(isEndToEnd).map((file) => [file])]),
    ...longestFirst(batches),
  ];
}

/** The browser support whose one Chromium the files of a unit share (e2e/web/support). */
const BROWSER_SUPPORT = pathToFileURL(
  resolve(import.meta.dirname, '../e2e/web/support/browser.ts'),
);

/**
 * The start of a unit of browser files: its Chromium stays open from one file to the next
 * and closes once the last has run.
 */
const SHARE_BROWSER = [
  `import { after } from 'node:test';`,
  `import { shareBrowserUntilEnd } from ${JSON.stringify(BROWSER_SUPPORT.href)};`,
  '',
  'after(shareBrowserUntilEnd());',
].join('\n');

/** Writes each unit as `dir/unit-NNN.mjs` and answers their paths, in order. */
export function writeTestUnits(units, dir) {
  return units.map((unit, index) => {
    const path = join(dir, `unit-${String(index + 1).padStart(3, '0')}.mjs`);
    const suites = unit.map((file) => {
      const url = pathToFileURL(resolve(file)).href;
      return `describe(${JSON.stringify(file)}, async () => {\n  await import(${JSON.stringify(url)});\n});`;
    });
    const head = [
      `import { describe } from 'node:test';`,
      ...(unit.some(isBrowserFile) ? [SHARE_BROWSER] : []),
    ];
    writeFileSync(path, `${head.join('\n')}\n\n${suites.join('\n')}\n`);
    return path;
  });
}
