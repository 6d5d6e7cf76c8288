import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const UNIT = new URL('../../docs/deploy/subtrack.service', import.meta.url);
const text = readFileSync(UNIT, 'utf8');

/** The `Key=value` lines of the unit, without comments. */
const settings = text
  .split('\n')
  .filter((line) => /^[A-Z]\w*=/.test(line))
  .map((line) => line.trim());

describe('docs/deploy/subtrack.service', () => {
  it('passes systemd-analyze verify without a single warning', (t) => {
    const found = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
    assert.ok(!found.error, 'systemd-analyze is missing: apt-get install systemd');
    const dir = mkdtempSync(join(tmpdir(), 'subtrack-unit-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    // verify checks that ExecStart's program exists: point it at the node running this test.
    const unit = join(dir, 'subtrack.service');
    writeFileSync(
      unit,
      text.replace(/^ExecStart=\/usr\/bin\/node /m, `ExecStart=${process.execPath} `),
    );
    const run = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stderr, '', 'systemd ignores (and only warns about) settings it cannot read');
  });

  it('runs the bundle with plain node behind a proxy, restarting on failure', () => {
    assert.ok(
      settings.includes(
        'ExecStart=/usr/bin/node /opt/subtrack/packages/cli-seed/dist/subtrack.mjs serve --trust-proxy --host 127.0.0.1 --port 3000',
      ),
    );
    assert.ok(settings.includes('Restart=on-failure'));
  });

  it('is hardened: own user, read-only system, writes only its state folder', () => {
    for (const setting of [
      'User=subtrack',
      'StateDirectory=subtrack',
      'ReadWritePaths=/var/lib/subtrack',
      'Environment=SUBTRACK_DB=/var/lib/subtrack/subtrack.sqlite',
      'ProtectSystem=strict',
      'ProtectHome=yes',
      'PrivateTmp=yes',
      'NoNewPrivileges=yes',
      'CapabilityBoundingSet=',
    ]) {
      assert.ok(settings.includes(setting), setting);
    }
  });
});

describe('docs/deploy/subtrack@.service (several processes on PostgreSQL)', () => {
  const template = readFileSync(
    new URL('../../docs/deploy/subtrack@.service', import.meta.url),
    'utf8',
  );

  it('passes systemd-analyze verify as instance subtrack@3001 without a warning', () => {
    const dir = mkdtempSync(join(tmpdir(), 'subtrack-unit-'));
    try {
      const unit = join(dir, 'subtrack@3001.service');
      writeFileSync(
        unit,
        template.replace(/^ExecStart=\/usr\/bin\/node /m, `ExecStart=${process.execPath} `),
      );
      const run = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' });
      assert.equal(run.error, undefined, 'systemd-analyze is missing (Debian package systemd)');
      assert.equal(run.status, 0, run.stderr);
      assert.equal(run.stderr, '');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves on the port its instance names, with the database URL from a root-only file', () => {
    const lines = template.split('\n').filter((line) => /^[A-Z]\w*=/.test(line));
    for (const setting of [
      'ExecStart=/usr/bin/node /opt/subtrack/packages/cli-seed/dist/subtrack.mjs serve --trust-proxy --host 127.0.0.1 --port %i',
      'EnvironmentFile=/etc/subtrack/database.env',
      'User=subtrack',
      'ProtectSystem=strict',
      'NoNewPrivileges=yes',
    ]) {
      assert.ok(lines.includes(setting), setting);
    }
    // Nothing local to write, and the password never sits in the unit.
    assert.ok(!lines.some((line) => line.startsWith('StateDirectory=')));
    assert.doesNotMatch(template, /^Environment=SUBTRACK_DATABASE_URL/m);
  });
});
