import { readFileSync } from 'node:fs';

/** One runnable example of a package README, and the lines its `// ->` comments promise. */
export interface ReadmeExample {
  name: string;
  code: string;
  expected: string[];
}

/** The ```js blocks marked `<!-- example: NAME -->` in a README, in order. */
export function readmeExamples(readmePath: string): ReadmeExample[] {
  const readme = readFileSync(readmePath, 'utf8');
  return [...readme.matchAll(/<!-- example: ([a-z-]+) -->\n```js\n([\s\S]*?)```/g)].map(
    ([, name, code]) => ({
      name: name ?? '',
      code: code ?? '',
      expected: [...(code ?? '').matchAll(/\/\/ -> (.*)$/gm)].map((m) => m[1] ?? ''),
    }),
  );
}

/**
 * The same example for a CommonJS file: each `import { a, b } from 'x';` becomes
 * `const { a, b } = require('x');` (what a CommonJS app writes to load an ES module).
 */
export function asCommonJs(code: string): string {
  return code.replace(
    /^import \{([^}]*)\} from '([^']+)';$/gm,
    (_, names: string, from: string) => `const {${names}} = require('${from}');`,
  );
}
