import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { diffResources } from './diff.js';

describe('diffResources', () => {
  it('lists every field with from null on create, except updatedAt', () => {
    assert.deepEqual(
      diffResources(null, { id: 'a', name: 'Netflix', amount: 15.99, updatedAt: 't1' }),
      {
        id: { from: null, to: 'a' },
        name: { from: null, to: 'Netflix' },
        amount: { from: null, to: 15.99 },
      },
    );
  });

  it('lists only the fields that changed on update', () => {
    const before = { name: 'Netflix', amount: 15.99, status: 'active', updatedAt: 't1' };
    const after = { name: 'Netflix', amount: 17.99, status: 'paused', updatedAt: 't2' };
    assert.deepEqual(diffResources(before, after), {
      amount: { from: 15.99, to: 17.99 },
      status: { from: 'active', to: 'paused' },
    });
  });

  it('returns no changes when only updatedAt differs', () => {
    assert.deepEqual(diffResources({ a: 1, updatedAt: 't1' }, { a: 1, updatedAt: 't2' }), {});
  });

  it('shows a field that disappears or appears with null on the missing side', () => {
    assert.deepEqual(
      diffResources(
        { isTrial: true, trialEndsOn: '2026-12-01' },
        { isTrial: false, customDate: '30' },
      ),
      {
        isTrial: { from: true, to: false },
        customDate: { from: null, to: '30' },
        trialEndsOn: { from: '2026-12-01', to: null },
      },
    );
  });

  it('treats an undefined value like a missing one', () => {
    assert.deepEqual(diffResources({ trialEndsOn: undefined }, { trialEndsOn: null }), {});
  });

  it('compares nested values by content', () => {
    assert.deepEqual(diffResources({ tags: ['a'] }, { tags: ['a'] }), {});
    assert.deepEqual(diffResources({ tags: ['a'] }, { tags: ['b'] }), {
      tags: { from: ['a'], to: ['b'] },
    });
  });

  it('keeps a __proto__ key as a plain change, not a prototype', () => {
    const after = JSON.parse('{"__proto__":{"x":1}}') as Record<string, unknown>;
    const changes = diffResources({}, after);
    assert.deepEqual(Object.keys(changes), ['__proto__']);
    assert.equal(Object.getPrototypeOf(changes), Object.prototype);
    assert.deepEqual(Object.getOwnPropertyDescriptor(changes, '__proto__')?.value, {
      from: null,
      to: { x: 1 },
    });
  });
});
