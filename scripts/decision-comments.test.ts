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
});
