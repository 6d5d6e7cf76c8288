import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { describe, it } from 'node:test';
import { startTestServer } from '../testing/test-server.js';
import { documentedOperations } from './document-walk.js';
import { openApiDocument } from './openapi-document.js';

/** The first `chromium` (Debian) or `chromium-browser` executable on PATH. */
function findChromium(): string | undefined {
  const dirs = (process.env['PATH'] ?? '').split(delimiter).filter(Boolean);
  for (const name of ['chromium', 'chromium-browser']) {
    for (const dir of dirs) {
      const candidate = join(dir, name);
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        // Not here: try the next PATH entry.
      }
    }
  }
  return undefined;
}

/** Loads `url` in headless Chromium and returns the DOM after scripts and layout ran. */
function dumpDom(chromium: string, url: string, profile: string): Promise<string> {
  const args = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--user-data-dir=${profile}`,
    '--dump-dom',
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(chromium, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0 && out.length > 0) resolve(out);
      else reject(new Error(`chromium exited with ${code}: ${err.slice(-2000)}`));
    });
  });
}

describe('GET /docs in a browser', () => {
  it('renders every documented endpoint in headless Chromium', async (t) => {
    const chromium = findChromium();
    if (!chromium) {
      t.skip('chromium is not installed (apt-get install chromium): the browser check did not run');
      return;
    }
    const s = await startTestServer(t);
    const profile = mkdtempSync(join(tmpdir(), 'subtrack-chromium-'));
    t.after(() => rmSync(profile, { recursive: true, force: true }));
    const dom = await dumpDom(chromium, `${s.baseUrl}/docs`, profile);
    assert.match(dom, /<h1>subtrack API/);
    for (const { method, path } of documentedOperations(openApiDocument)) {
      assert.ok(dom.includes(`>${method} ${path}</a>`), `${method} ${path} is listed in the page`);
    }
  });
});
