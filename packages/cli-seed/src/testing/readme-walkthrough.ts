import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from './cli-process.js';

/**
 * The shell commands of the README's walkthrough: every ```sh block between
 * `<!-- walkthrough:start -->` and `<!-- walkthrough:end -->`, in order, as one script.
 */
export function readmeWalkthrough(
  readme = readFileSync(join(WORKSPACE_ROOT, 'README.md'), 'utf8'),
): string {
  const start = readme.indexOf('<!-- walkthrough:start -->');
  const end = readme.indexOf('<!-- walkthrough:end -->');
  if (start < 0 || end < start) throw new Error('README.md has no walkthrough markers');
  const section = readme.slice(start, end);
  const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
  if (blocks.length === 0) throw new Error('the README walkthrough has no ```sh block');
  return blocks.join('\n');
}
