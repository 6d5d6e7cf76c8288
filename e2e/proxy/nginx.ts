import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../../packages/cli-seed/src/testing/server-process.js';
import { findTool, TEST_TOOLS } from '../../scripts/test-tools.mjs';
import type { TestCertificate } from './tls-certificate.js';

const SITE = new URL('../../docs/deploy/nginx-subtrack.conf', import.meta.url);

/** The Debian package's binary, when installed (where `pnpm test`'s check of its tools looks). */
export function findNginx(): string | null {
  return findTool(TEST_TOOLS.find((tool) => tool.name === 'nginx')!);
}

/** One copy of docs/deploy's site: its two ports and the subtrack it proxies to. */
export interface ProxiedSite {
  /** e.g. `https://127.0.0.1:PORT`, the port of the `listen 443` server. */
  httpsUrl: string;
  /** The port-80 server (redirects to HTTPS). */
  httpUrl: string;
}

/** What replaces what in docs/deploy/nginx-subtrack.conf; every one must be found. */
function siteFor(
  upstream: string,
  https: number,
  http: number,
  prefix: string,
  cert: TestCertificate,
) {
  const replacements: Array<[string, string]> = [
    ['/etc/letsencrypt/live/subtrack.example.com/fullchain.pem', cert.certFile],
    ['/etc/letsencrypt/live/subtrack.example.com/privkey.pem', cert.keyFile],
    ['server_name subtrack.example.com;', 'server_name subtrack.test;'],
    ['listen 80;', `listen 127.0.0.1:${http};`],
    ['listen [::]:80;', ''],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${https} ssl http2;`],
    ['listen [::]:443 ssl http2;', ''],
    ['proxy_pass http://127.0.0.1:3000;', `proxy_pass ${upstream};`],
    ['root /var/www/html;', `root ${prefix};`],
  ];
  let site = readFileSync(SITE, 'utf8');
  for (const [from, to] of replacements) {
    if (!site.includes(from)) throw new Error(`docs/deploy/nginx-subtrack.conf lacks '${from}'`);
    site = site.replaceAll(from, to);
  }
  return site;
}

/**
 * Runs Debian's nginx in the foreground as a child process, with its own configuration,
 * pid and log files under `prefix`: one copy of docs/deploy's site per upstream, on
 * 127.0.0.1 and free ports, with `cert` in place of Let's Encrypt's. Stopped in `t.after`.
 * `httpBlocks` go into the `http` block before the sites, e.g. an `upstream` group that an
 * upstream URL `http://GROUP` names (several processes behind one site).
 */
export async function startNginx(
  t: { after(fn: () => Promise<void> | void): void },
  nginx: string,
  prefix: string,
  cert: TestCertificate,
  upstreams: string[],
  httpBlocks: string[] = [],
): Promise<ProxiedSite[]> {
  mkdirSync(prefix, { recursive: true });
  const sites: ProxiedSite[] = [];
  const blocks: string[] = [];
  for (const upstream of upstreams) {
    const [https, http] = [await freePort(), await freePort()];
    blocks.push(siteFor(upstream, https, http, prefix, cert));
    sites.push({ httpsUrl: `https://127.0.0.1:${https}`, httpUrl: `http://127.0.0.1:${http}` });
  }
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      // As root, nginx would run its worker as nobody, who cannot enter the temp folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'events { worker_connections 64; }',
      'http {',
      `  access_log ${prefix}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${prefix}/${kind}-temp;`,
      ),
      ...httpBlocks,
      ...blocks,
      '}',
    ].join('\n'),
  );
  const child = spawn(nginx, ['-p', prefix, '-c', conf, '-e', `${prefix}/error.log`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  t.after(() => stop(child));
  for (const site of sites)
    await waitForPort(child, new URL(site.httpsUrl).port, () => stderr, prefix);
  return sites;
}

async function waitForPort(
  child: ChildProcess,
  port: string,
  stderr: () => string,
  prefix: string,
) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const log = existsSync(`${prefix}/error.log`)
        ? readFileSync(`${prefix}/error.log`, 'utf8')
        : '';
      throw new Error(`nginx exited (${child.exitCode}): ${stderr()}${log}`);
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await delay(50);
  }
  throw new Error(`nginx did not listen on ${port} within 30 s: ${stderr()}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // SIGQUIT: a graceful stop; the workers exit with the master.
  child.kill('SIGQUIT');
  await Promise.race([exited, delay(5000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
