/**
 * Issue 25: a comment that cites a decision says the rule too (`// D6: an active
 * subscription never shows a past date`), so a reader need not look the number up. This
 * scans every source file of the workspace for a comment that is only decision numbers.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';

const root = resolve(import.meta.dirname, '..');
const ROOTS = ['packages', 'e2e', 'bench', 'scripts'];
// Generated or installed files (`dist`, bundles; `results`, the benchmark's figures).
const SKIPPED = new Set(['node_modules', 'coverage', 'results']);
const SOURCE = /\.(ts|tsx|mjs|js|css)$/;

// Decision numbers and nothing else: `D6`, `D30, D35`, `D28/D29`, `(D4)`, `D48.`
const NUMBERS_ONLY = String.raw`\(?D\d+(?:\s*(?:,|/|and)\s*D\d+)*\)?\.?`;
const BARE = [
  new RegExp(String.raw`//\s*${NUMBERS_ONLY}\s*$`),
  new RegExp(String.raw`/\*\*?\s*${NUMBERS_ONLY}\s*\*/`),
  new RegExp(String.raw`^\s*\*\s*${NUMBERS_ONLY}\s*$`),
];

const DECISION = /\bD\d{1,2}\b/;
// A test's title: the first string argument of describe, it or test.
const TITLE = /\b(?:describe|it|test)\(\s*(['"`])(.*?)\1/g;

/**
 * Where decision numbers reach readers who cannot look them up: lines of documentation
 * comments (published in the type declarations' hovers and the API reference) and test
 * titles (printed by every run). Inner `//` comments may keep a number beside the rule.
 */
export function publicDecisionNumbers(text: string, isTest: boolean): number {
  const docLines = [...text.matchAll(/\/\*\*[\s\S]*?\*\//g)].flatMap(([block]) =>
    block.split('\n').filter((line) => DECISION.test(line)),
  );
  const titles = isTest
    ? [...text.matchAll(TITLE)].filter(([, , title]) => DECISION.test(title!))
    : [];
  return docLines.length + titles.length;
}

// What is left after the rules were said in words (1,809 when this count began): it may
// only go down.
const PUBLIC_DECISION_BUDGET = 189;

/** The lines of `text` holding a comment that is only decision numbers, as `line: text`. */
export function bareDecisionComments(text: string): string[] {
  return text
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => BARE.some((pattern) => pattern.test(line)))
    .map(({ line, number }) => `${number}: ${line.trim()}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.') || entry.name.startsWith('dist'))
      return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

describe('comments that cite a decision', () => {
  it('spots a comment that is only a decision number, and passes one that says the rule', () => {
    const sample = [
      '  // D48',
      '  /** D34 */',
      '  // D30, D35',
      '  /** D28/D29 */',
      ' * D6',
      '  rateLimitPerHour: number; // D20',
      '  // D6: an active subscription never shows a past date',
      '  /** D34: the calendar feed link. */',
      '  // D16 and D35 say so; see below',
      "  const code = 'D48';",
    ].join('\n');
    assert.deepEqual(bareDecisionComments(sample), [
      '1: // D48',
      '2: /** D34 */',
      '3: // D30, D35',
      '4: /** D28/D29 */',
      '5: * D6',
      '6: rateLimitPerHour: number; // D20',
    ]);
  });

  it('say the rule in words beside the number, in every source file of the workspace', () => {
    // This file's samples above are the one place such comments may appear.
    const files = ROOTS.flatMap((dir) => sourceFiles(join(root, dir))).filter(
      (file) => file !== import.meta.filename,
    );
    assert.ok(files.length > 300, 'expected to scan the whole workspace');
    const bare = files.flatMap((file) =>
      bareDecisionComments(readFileSync(file, 'utf8')).map(
        (found) => `${relative(root, file)}:${found}`,
      ),
    );
    assert.deepEqual(bare, []);
  });

  it('counts numbers in documentation comments and test titles, not in inner comments', () => {
    const sample = [
      '/** D48: the limit. */',
      '/**',
      ' * The limit (D48), and',
      ' * what it holds.',
      ' */',
      '// D48: an inner comment says the rule and keeps its number',
      "it('refuses the next one (D48)', () => {});",
      "it('refuses the next one', () => {});",
    ].join('\n');
    assert.equal(publicDecisionNumbers(sample, true), 3);
    assert.equal(publicDecisionNumbers(sample, false), 2);
  });

  it('keeps decision numbers out of documentation comments and test titles, within a budget that only goes down', () => {
    const files = ROOTS.flatMap((dir) => sourceFiles(join(root, dir))).filter(
      (file) => file !== import.meta.filename,
    );
    const count = files.reduce(
      (sum, file) =>
        sum + publicDecisionNumbers(readFileSync(file, 'utf8'), /\.test\.tsx?$/.test(file)),
      0,
    );
    assert.ok(
      count <= PUBLIC_DECISION_BUDGET,
      `${count} decision numbers in documentation comments and test titles, over the budget of ${PUBLIC_DECISION_BUDGET}: say the rule in words instead`,
    );
  });
});
