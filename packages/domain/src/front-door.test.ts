import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

// Issue 25: the package's front door (index.ts) and the use-cases folder follow the layout
// the README states; these checks keep them from drifting again.

const root = fileURLToPath(new URL('.', import.meta.url));
const isSource = (name: string) => name.endsWith('.ts') && !name.endsWith('.test.ts');
const useCaseFiles = readdirSync(`${root}use-cases`).filter(isSource).sort();
const camelCase = (file: string) =>
  file.replace(/\.ts$/, '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

interface Block {
  header: string;
  folders: string[];
}

/** index.ts as blocks: the lines between blank lines, each with its `//` header. */
function indexBlocks(): Block[] {
  const source = readFileSync(`${root}index.ts`, 'utf8');
  const body = source.slice(source.indexOf('*/') + 2);
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => ({
      header: block.split('\n')[0]!,
      folders: [...block.matchAll(/from '\.\/([^/']+)\//g)].map((match) => match[1]!),
    }));
}

describe("the domain's front door", () => {
  it('holds one use case per file in use-cases/: one async function named like the file', async () => {
    assert.ok(useCaseFiles.length > 30, 'expected the whole folder');
    const wrong: string[] = [];
    for (const file of useCaseFiles) {
      const module = (await import(`./use-cases/${file.replace(/\.ts$/, '.js')}`)) as Record<
        string,
        unknown
      >;
      const values = Object.entries(module);
      const [name, value] = values[0] ?? [];
      const isAsync = typeof value === 'function' && value.constructor.name === 'AsyncFunction';
      if (values.length !== 1 || name !== camelCase(file) || !isAsync) {
        wrong.push(`${file}: ${values.map(([n]) => n).join(', ') || 'nothing'}`);
      }
    }
    assert.deepEqual(wrong, [], 'move helpers, errors and constants beside their subject');
  });

  it('exports every use case from index.ts, in the block of use cases', () => {
    const source = readFileSync(`${root}index.ts`, 'utf8');
    for (const file of useCaseFiles) {
      assert.ok(
        source.includes(`export * from './use-cases/${file.replace(/\.ts$/, '.js')}';`),
        `${file} is not exported`,
      );
    }
  });

  it('groups index.ts by folder, each block under a header of its own', () => {
    const blocks = indexBlocks();
    const seen = new Set<string>();
    for (const block of blocks) {
      assert.match(block.header, /^\/\/ \S/, `a block without a header: ${block.header}`);
      const folders = new Set(block.folders);
      // A block that mixes folders is what sorting lines across headers produced.
      assert.equal(folders.size, 1, `${block.header} holds ${[...folders].join(', ')}`);
      const [folder] = folders;
      assert.ok(!seen.has(folder!), `${folder} is split over two blocks`);
      seen.add(folder!);
    }
    assert.ok(seen.has('use-cases') && seen.has('subscriptions') && seen.has('ports'));
  });

  it('lets each use case name the ports it uses instead of taking all of them', () => {
    const whole = useCaseFiles.filter((file) =>
      /export async function \w+\(\s*ports: Ports,/.test(
        readFileSync(`${root}use-cases/${file}`, 'utf8'),
      ),
    );
    assert.deepEqual(whole, [], 'take Pick<Ports, ...> of the members the use case reads');
  });

  it('keeps test helpers and contract suites off the main entry', async () => {
    const main = Object.keys(await import('./index.js'));
    const testing = [
      ...Object.keys(await import('./testing/index.js')),
      ...Object.keys(await import('./testing/contracts/index.js')),
    ];
    assert.ok(main.includes('createSubscription') && testing.includes('aSubscription'));
    assert.deepEqual(
      main.filter((name) => testing.includes(name)),
      [],
    );
    assert.doesNotMatch(readFileSync(`${root}index.ts`, 'utf8'), /from '\.\/testing\//);
  });
});
