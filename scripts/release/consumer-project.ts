import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const WORKSPACE = join(import.meta.dirname, '..', '..');

/**
 * The environment of a stranger's project: none of the workspace's settings. pnpm passes
 * `npm_config_*` variables and NODE_OPTIONS (whose condition makes the workspace resolve
 * TypeScript sources) to its scripts; a consumer must see neither.
 */
export function consumerEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(npm_|pnpm_|NODE_OPTIONS$|TSX_)/i.test(name)) continue;
    env[name] = value;
  }
  return env;
}

/** Runs a command in a consumer project; a failure shows its output. */
export async function runIn(dir: string, file: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(file, args, {
      cwd: dir,
      env: consumerEnv(),
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `${file} ${args.join(' ')} failed in ${dir}:\n${failed.stdout ?? ''}\n${failed.stderr ?? failed.message}`,
    );
  }
}

/** The folder of a package as the workspace package at `from` resolves it. */
function workspacePackageDir(name: string, from = WORKSPACE): string {
  return dirname(createRequire(join(from, 'package.json')).resolve(`${name}/package.json`));
}

/** The version of a package installed in the workspace (the consumer installs the same). */
export function workspaceVersion(name: string, from = WORKSPACE): string {
  const manifest = readFileSync(join(workspacePackageDir(name, from), 'package.json'), 'utf8');
  return JSON.parse(manifest).version as string;
}

const SQLITE_ADAPTER = join(WORKSPACE, 'packages', 'sqlite-adapter');

export interface ConsumerProject {
  dir: string;
  /** Writes `files` (name -> text) into the project. */
  write(files: Record<string, string>): void;
}

/**
 * A new npm project in `dir` that installs `tarballs` (and `registryPackages`) as a user
 * would, with `npm install`. One difference: better-sqlite3 is installed without its build
 * script and gets the workspace's compiled binary of the same version. This machine cannot
 * download better-sqlite3's prebuilt binaries, so the script would compile it again (about a
 * minute for each project and Node.js line); the workspace's binary is also the one built with
 * the repository's fix for Node.js 24.19 and later.
 */
export async function createConsumerProject(
  dir: string,
  manifest: { type: 'module' | 'commonjs' },
  tarballs: string[],
  registryPackages: string[] = [],
): Promise<ConsumerProject> {
  mkdirSync(dir, { recursive: true });
  const betterSqlite3 = workspaceVersion('better-sqlite3', SQLITE_ADAPTER);
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify(
      {
        name: `consumer-${basename(dir)}`,
        private: true,
        type: manifest.type,
        overrides: { 'better-sqlite3': betterSqlite3 },
      },
      null,
      2,
    )}\n`,
  );
  await runIn(dir, 'npm', [
    'install',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
    '--ignore-scripts',
    '--loglevel=error',
    ...tarballs,
    ...registryPackages,
  ]);
  const installed = join(dir, 'node_modules', 'better-sqlite3');
  if (existsSync(installed)) {
    const binary = join('build', 'Release', 'better_sqlite3.node');
    mkdirSync(join(installed, 'build', 'Release'), { recursive: true });
    copyFileSync(
      join(workspacePackageDir('better-sqlite3', SQLITE_ADAPTER), binary),
      join(installed, binary),
    );
  }
  return {
    dir,
    write(files) {
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, name)), { recursive: true });
        writeFileSync(join(dir, name), text);
      }
    },
  };
}
