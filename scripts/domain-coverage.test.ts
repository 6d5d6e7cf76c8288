/**
 * `pnpm test` fails when the domain's coverage falls under its floor, counted over the
 * domain's own sources only (not its test support, not its tests, not other packages).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DOMAIN_FLOOR, domainCoverage } from './domain-coverage.mjs';

const counts = (covered: number, total: number) => ({
  lines: { covered, total },
  branches: { covered, total },
  functions: { covered: total, total },
});

describe('the domain coverage floor', () => {
  const root = '/repo';
  const summary = {
    total: counts(0, 1_000),
    '/repo/packages/domain/src/money.ts': counts(98, 100),
    '/repo/packages/domain/src/use-cases/create.ts': counts(95, 100),
    '/repo/packages/domain/src/testing/builders.ts': counts(0, 100),
    '/repo/packages/web/src/page.ts': counts(0, 100),
  };

  it('counts the domain’s sources, not its test support or other packages', () => {
    const coverage = domainCoverage(summary, root);
    assert.deepEqual(
      { covered: coverage.lines.covered, total: coverage.lines.total },
      { covered: 193, total: 200 },
    );
    assert.equal(coverage.lines.pct, 96.5);
    assert.equal(coverage.lines.under, false);
    assert.equal(coverage.functions.pct, 100);
  });

  it(`is under the floor below ${DOMAIN_FLOOR} %`, () => {
    const coverage = domainCoverage(
      { ...summary, '/repo/packages/domain/src/rules.ts': counts(80, 100) },
      root,
    );
    assert.equal(coverage.branches.covered, 273);
    assert.equal(coverage.branches.under, true);
  });
});
