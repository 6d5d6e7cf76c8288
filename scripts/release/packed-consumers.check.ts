/**
 * The packed `@subtrack/domain` (with `@subtrack/i18n`) and `@subtrack/sqlite-adapter`,
 * installed with npm into new projects outside the workspace, as an app would use them: the
 * README's examples, and the use cases on an app's own asynchronous store. Run by
 * `pnpm release:check`, which builds and packs the packages first and passes the tarballs'
 * folder in SUBTRACK_RELEASE_TARBALLS.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  type ConsumerProject,
  createConsumerProject,
  runIn,
  workspaceVersion,
} from './consumer-project.js';
import { asCommonJs, type ReadmeExample, readmeExamples } from './readme-examples.js';

const WORKSPACE = join(import.meta.dirname, '..', '..');
const TARBALLS = process.env['SUBTRACK_RELEASE_TARBALLS'] ?? '';
/** The bound the date functions must stay under, minified and gzipped. */
const DATE_FUNCTIONS_LIMIT_BYTES = 10 * 1024;

function tarball(name: string): string {
  const file = readdirSync(TARBALLS).find((entry) => entry.startsWith(`subtrack-${name}-`));
  assert.ok(file, `no packed ${name} in ${TARBALLS}`);
  return join(TARBALLS, file);
}

function outputLines(stdout: string): string[] {
  return stdout.trimEnd().split('\n');
}

const TYPE_MISUSE = `import { nextBillingDate, parseCreateSubscriptionBody } from '@subtrack/domain';

// The declarations are real types, not \`any\`: each misuse below must be an error.
// @ts-expect-error a billing rule needs a period
nextBillingDate('2026-01-31', { billingAnchorDay: 31, customDays: null });
// @ts-expect-error amounts are integers in minor units
export const amount: string = parseCreateSubscriptionBody({}).amountMinor;
`;

/** An app's own asynchronous store and the use cases on it (`own-async-store/`). */
const OWN_STORE = join(import.meta.dirname, 'own-async-store');
const OWN_STORE_TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      strict: true,
      skipLibCheck: false,
      types: ['node'],
      rootDir: '.',
      outDir: 'out',
    },
    include: ['*.ts'],
  },
  null,
  2,
)}\n`;

function tsconfig(resolution: 'NodeNext' | 'Bundler'): string {
  return `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        module: resolution === 'NodeNext' ? 'NodeNext' : 'ESNext',
        moduleResolution: resolution,
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: ['node'],
      },
      include: ['*.ts'],
    },
    null,
    2,
  )}\n`;
}

describe('the packed packages in new npm projects', {
  skip: !TARBALLS && 'run by pnpm release:check',
}, () => {
  let root = '';
  let examples: ReadmeExample[] = [];
  let esm: ConsumerProject;
  let typescript: ConsumerProject;
  let commonjs: ConsumerProject;
  let bundle: ConsumerProject;

  before(async () => {
    examples = readmeExamples(join(WORKSPACE, 'packages', 'domain', 'README.md'));
    assert.deepEqual(
      examples.map((example) => example.name),
      ['billing-dates', 'validation', 'use-cases'],
    );
    root = mkdtempSync(join(tmpdir(), 'subtrack-consumers-'));
    // The domain depends on the message catalogs, the SQLite adapter on the system services
    // and the shared SQL rows: npm takes them from their tarballs.
    const both = [
      tarball('i18n'),
      tarball('domain'),
      tarball('system-services'),
      tarball('sql-rows'),
      tarball('sqlite-adapter'),
    ];
    [esm, typescript, commonjs, bundle] = await Promise.all([
      createConsumerProject(join(root, 'esm'), { type: 'module' }, both),
      createConsumerProject(join(root, 'typescript'), { type: 'module' }, both, [
        `typescript@${workspaceVersion('typescript')}`,
        `@types/node@${workspaceVersion('@types/node')}`,
      ]),
      createConsumerProject(join(root, 'commonjs'), { type: 'commonjs' }, both),
      createConsumerProject(
        join(root, 'bundle'),
        { type: 'module' },
        [tarball('i18n'), tarball('domain')],
        [
          `esbuild@${workspaceVersion('esbuild')}`,
          `size-limit@${workspaceVersion('size-limit')}`,
          `@size-limit/file@${workspaceVersion('@size-limit/file')}`,
        ],
      ),
    ]);
  });

  after(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('runs each README example as a plain JavaScript module', async () => {
    for (const example of examples) {
      esm.write({ [`${example.name}.js`]: example.code });
      const stdout = await runIn(esm.dir, process.execPath, [`${example.name}.js`]);
      assert.deepEqual(outputLines(stdout), example.expected, example.name);
    }
  });

  for (const resolution of ['NodeNext', 'Bundler'] as const) {
    it(`type-checks each README example as TypeScript with ${resolution} resolution`, async () => {
      typescript.write({
        ...Object.fromEntries(examples.map((example) => [`${example.name}.ts`, example.code])),
        'type-misuse.ts': TYPE_MISUSE,
        [`tsconfig.${resolution}.json`]: tsconfig(resolution),
      });
      const tsc = join(typescript.dir, 'node_modules', 'typescript', 'bin', 'tsc');
      await runIn(typescript.dir, process.execPath, [
        tsc,
        '--noEmit',
        '-p',
        `tsconfig.${resolution}.json`,
      ]);
    });
  }

  it('runs the use cases on an app’s own asynchronous store, type-checked under NodeNext', async () => {
    const sources = readdirSync(OWN_STORE).filter((file) => file.endsWith('.ts'));
    typescript.write({
      ...Object.fromEntries(
        sources.map((file) => [`own-store/${file}`, readFileSync(join(OWN_STORE, file), 'utf8')]),
      ),
      'own-store/tsconfig.json': OWN_STORE_TSCONFIG,
    });
    const tsc = join(typescript.dir, 'node_modules', 'typescript', 'bin', 'tsc');
    await runIn(typescript.dir, process.execPath, [tsc, '-p', 'own-store/tsconfig.json']);
    const stdout = await runIn(typescript.dir, process.execPath, ['own-store/out/app.js']);
    assert.deepEqual(outputLines(stdout), [
      'Fastmail Netflix Spotify',
      'EUR 10.99 USD 20.99',
      'renewals in 30 days: 3',
      'audit records: 3',
      'Netflix paid: 2026-02-20 2026-01-20 2025-12-20',
      'subscription_limit_reached',
      'stored: 3, audit records: 3',
    ]);
  });

  it('writes reminder texts from the packed catalogs, imported and read from disk', async () => {
    const catalog = (language: string) =>
      JSON.parse(
        readFileSync(join(WORKSPACE, 'packages', 'i18n', 'catalogs', `${language}.json`), 'utf8'),
      ) as Record<string, string>;
    const code = `import { composeTestMessage } from '@subtrack/domain';
import { translatorFor } from '@subtrack/i18n';
console.log(composeTestMessage('channel-1', 'fr-CA', '2026-01-01T00:00:00Z').title);
console.log(translatorFor('de').t('reminder.test.title'));
`;
    const expected = [catalog('fr')['reminder.test.title'], catalog('de')['reminder.test.title']];
    esm.write({ 'reminder-texts.js': code });
    assert.deepEqual(
      outputLines(await runIn(esm.dir, process.execPath, ['reminder-texts.js'])),
      expected,
    );
    commonjs.write({ 'reminder-texts.js': asCommonJs(code) });
    assert.deepEqual(
      outputLines(await runIn(commonjs.dir, process.execPath, ['reminder-texts.js'])),
      expected,
    );
  });

  it('runs each README example from CommonJS with require()', async () => {
    for (const example of examples) {
      const code = asCommonJs(example.code);
      assert.doesNotMatch(code, /^import /m, `${example.name} still has an import`);
      commonjs.write({ [`${example.name}.js`]: code });
      const stdout = await runIn(commonjs.dir, process.execPath, [`${example.name}.js`]);
      assert.deepEqual(outputLines(stdout), example.expected, example.name);
    }
  });

  it('bundles an app that imports only nextBillingDate to the date functions alone', async () => {
    bundle.write({
      'app.js': `import { nextBillingDate } from '@subtrack/domain';

console.log(nextBillingDate('2026-01-31', { period: 'monthly', billingAnchorDay: 31, customDays: null }));
`,
      '.size-limit.json': `${JSON.stringify([
        {
          name: 'nextBillingDate',
          path: 'dist/app.js',
          limit: `${DATE_FUNCTIONS_LIMIT_BYTES} B`,
          gzip: true,
        },
      ])}\n`,
    });
    const esbuild = join(bundle.dir, 'node_modules', 'esbuild', 'bin', 'esbuild');
    await runIn(bundle.dir, esbuild, [
      'app.js',
      '--bundle',
      '--minify',
      '--format=esm',
      // Neutral: a browser or any runtime. The package's hashing functions use node:crypto;
      // tree-shaking must drop them, which the check of the output below proves.
      '--platform=neutral',
      '--external:node:*',
      '--outfile=dist/app.js',
      '--metafile=dist/meta.json',
      '--log-level=warning',
    ]);
    assert.deepEqual(outputLines(await runIn(bundle.dir, process.execPath, ['dist/app.js'])), [
      '2026-02-28',
    ]);
    assert.doesNotMatch(readFileSync(join(bundle.dir, 'dist', 'app.js'), 'utf8'), /node:/);
    // The modules that put code into the bundle (the graph also lists modules tree-shaken away).
    const meta = JSON.parse(readFileSync(join(bundle.dir, 'dist', 'meta.json'), 'utf8'));
    const output = meta.outputs['dist/app.js'] as {
      inputs: Record<string, { bytesInOutput: number }>;
    };
    const bundled = Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path);
    const packages = new Set(
      bundled.map((path) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? path),
    );
    // date-fns, valibot and uuid are dependencies of the package, but not of these functions.
    assert.deepEqual([...packages].sort(), ['@subtrack/domain', 'app.js']);
    console.log(`bundled modules: ${bundled.join(', ')}`);

    const sizeLimit = join(bundle.dir, 'node_modules', 'size-limit', 'bin.js');
    const [report] = JSON.parse(await runIn(bundle.dir, process.execPath, [sizeLimit, '--json']));
    console.log(
      `nextBillingDate bundle: ${report.size} bytes minified and gzipped (limit ${DATE_FUNCTIONS_LIMIT_BYTES})`,
    );
    assert.equal(report.passed, true);
    assert.ok(report.size > 0 && report.size < DATE_FUNCTIONS_LIMIT_BYTES, String(report.size));
  });
});
