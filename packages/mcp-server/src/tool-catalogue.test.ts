import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  CURRENCIES,
  MAX_LIMIT,
  REQUIRED_ON_CREATE,
  SUBSCRIPTION_LIST_QUERY,
  WRITABLE_SUBSCRIPTION_FIELDS,
} from '@subtrack/domain';
import { CREATE_INPUT, LIST_INPUT, UPDATE_INPUT } from './input-schemas.js';
import { ALL_TOOLS, toolsForScope } from './tool-catalogue.js';

const DOCS = readFileSync(new URL('../../../docs/mcp.md', import.meta.url), 'utf8');

describe('the MCP tool catalogue', () => {
  it('gives a read key no tool that writes, and a write key every tool', () => {
    const read = toolsForScope('read').map((tool) => tool.name);
    assert.ok(toolsForScope('read').every((tool) => tool.scope === 'read'));
    assert.ok(!read.includes('create_subscription') && !read.includes('delete_subscription'));
    assert.deepEqual(
      toolsForScope('write').map((tool) => tool.name),
      ALL_TOOLS.map((tool) => tool.name),
    );
  });

  it('documents every tool under its own heading in docs/mcp.md', () => {
    for (const tool of ALL_TOOLS) assert.match(DOCS, new RegExp(`^### ${tool.name}$`, 'm'));
  });

  it('describes the create input with every writable field of the API, from its schemas', () => {
    assert.deepEqual(Object.keys(CREATE_INPUT.properties).sort(), [
      ...WRITABLE_SUBSCRIPTION_FIELDS,
    ]);
    assert.deepEqual(CREATE_INPUT.required, [...REQUIRED_ON_CREATE, 'nextPaymentDate']);
    assert.deepEqual(CREATE_INPUT.properties['currency']?.['enum'], CURRENCIES);
    assert.equal(CREATE_INPUT.properties['amount']?.['type'], 'number');
    assert.equal(CREATE_INPUT.properties['amount']?.['maximum'], 999999.99);
    assert.match(String(CREATE_INPUT.properties['amount']?.['description']), /at most 2 decimals/);
    assert.deepEqual(UPDATE_INPUT.required, ['id']);
  });

  it('offers the list tool exactly the parameters of the API list, with its bounds and defaults', () => {
    assert.deepEqual(
      Object.keys(LIST_INPUT.properties).sort(),
      SUBSCRIPTION_LIST_QUERY.map(({ name }) => name).sort(),
    );
    const { limit, sort } = LIST_INPUT.properties;
    assert.deepEqual([limit?.type, limit?.maximum, limit?.default], ['integer', MAX_LIMIT, 50]);
    assert.equal(sort?.default, '-createdAt');
    assert.equal(LIST_INPUT.additionalProperties, false);
  });
});
