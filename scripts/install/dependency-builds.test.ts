import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { packagesWithBuilds, yamlList } from './dependency-builds.js';

const root = resolve(import.meta.dirname, '../..');
const workspace = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');

describe('the dependencies’ build scripts (pnpm-workspace.yaml)', () => {
  // Issue 25: a newcomer's first `pnpm install` printed "Ignored build scripts: @scarf/scarf"
  // in a warning box. Every installed package with a build is either allowed to build or
  // listed as ignored, so pnpm has nothing to warn about.
  it('lists every installed package with a build as built or as ignored', () => {
    const listed = new Set([
      ...yamlList(workspace, 'onlyBuiltDependencies'),
      ...yamlList(workspace, 'ignoredBuiltDependencies'),
    ]);
    const withBuilds = packagesWithBuilds(root);
    assert.ok(withBuilds.includes('better-sqlite3'), 'the scan finds the native SQLite driver');
    assert.deepEqual(
      withBuilds.filter((name) => !listed.has(name)),
      [],
      'add each to onlyBuiltDependencies (it must build) or ignoredBuiltDependencies',
    );
  });

  it('never runs the telemetry of the /docs page’s renderer', () => {
    assert.ok(yamlList(workspace, 'ignoredBuiltDependencies').includes('@scarf/scarf'));
    assert.ok(!yamlList(workspace, 'onlyBuiltDependencies').includes('@scarf/scarf'));
  });
});

describe('yamlList', () => {
  it('reads the items of one top-level list, quoted or not, skipping comments', () => {
    const text = 'a:\n  - x\n  # why\n  - "@s/y"\nb:\n  - z\n';
    assert.deepEqual(yamlList(text, 'a'), ['x', '@s/y']);
    assert.deepEqual(yamlList(text, 'b'), ['z']);
    assert.deepEqual(yamlList(text, 'c'), []);
  });
});
