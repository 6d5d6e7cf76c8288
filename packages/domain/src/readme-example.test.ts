import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** The first ```ts block of the package README. */
function readmeExample(): string {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const match = /```ts\n([\s\S]*?)```/.exec(readme);
  assert.ok(match, 'README.md has a ```ts block');
  return match[1]!;
}

describe('README embedding example', () => {
  it('runs and prints what its `// ->` comments promise', () => {
    const code = readmeExample();
    const expected = [...code.matchAll(/\/\/ -> (.*)$/gm)].map((m) => m[1]);
    assert.ok(expected.length >= 3, 'the example documents its output');
    // Inside the package, so `@subtrack/domain` resolves by self-reference like for an embedder.
    const dir = mkdtempSync(join(packageDir, '.readme-example-'));
    try {
      const file = join(dir, 'example.ts');
      writeFileSync(file, code);
      const tsx = join(packageDir, '..', '..', 'node_modules', '.bin', 'tsx');
      const stdout = execFileSync(tsx, [file], { cwd: packageDir, encoding: 'utf8' });
      assert.deepEqual(stdout.trimEnd().split('\n'), expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
