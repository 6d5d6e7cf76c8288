// The API description passes Redocly's linter (its recommended rules, less those
// packages/http-koa/redocly.yaml turns off and says why) without an error or a warning, so
// client generators and documentation tools read it as the server means it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from './served-document.js';

const PACKAGE = fileURLToPath(new URL('../..', import.meta.url));

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
}

function lint(document: unknown): LintReport {
  const dir = mkdtempSync(join(tmpdir(), 'subtrack-openapi-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document, null, 2));
    const run = spawnSync(
      join(PACKAGE, 'node_modules/.bin/redocly'),
      ['lint', file, '--config', join(PACKAGE, 'redocly.yaml'), '--format=json'],
      {
        encoding: 'utf8',
        // No usage report or update check over the network.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    assert.ok(run.stdout.startsWith('{'), `redocly lint printed no report: ${run.stderr}`);
    return JSON.parse(run.stdout) as LintReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const lines = (report: LintReport) =>
  report.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);

describe('redocly lint of GET /api/v1/openapi.json', () => {
  it('finds no error and no warning', () => {
    const report = lint(openApiDocument);
    assert.deepEqual(lines(report), []);
    assert.deepEqual(report.totals, { ...report.totals, errors: 0, warnings: 0 });
  });

  it('reports an operation that leaves a path parameter undeclared', () => {
    const broken = structuredClone(openApiDocument);
    delete broken.paths['/api/v1/subscriptions/{id}']!.options!.parameters;
    const report = lint(broken);
    assert.equal(report.totals.errors, 1, lines(report).join('\n'));
    assert.equal(report.problems[0]?.ruleId, 'path-parameters-defined');
  });
});
