/**
 * Figures of an e2e run (requests sent, rejected, 5xx, RSS, ...), printed and kept in
 * `e2e/results/<name>.json` so docs/reliability.md can quote the last run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = resolve(import.meta.dirname, '../results');

export function recordFigure(name: string, figures: Record<string, unknown>): void {
  mkdirSync(dir, { recursive: true });
  const entry = { name, recordedAt: new Date().toISOString(), ...figures };
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(entry, null, 2)}\n`);
  console.log(`figures ${name}: ${JSON.stringify(figures)}`);
}
