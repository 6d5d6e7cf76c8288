import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { jsonChunks } from './json-chunks.js';

function chunksOf(value: unknown, chunkChars: number): string[] {
  return [...jsonChunks(value, chunkChars)];
}

describe('jsonChunks', () => {
  it('joins to exactly what JSON.stringify writes, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 1, max: 300 }), (value, chunkChars) => {
        assert.equal(chunksOf(value, chunkChars).join(''), JSON.stringify(value));
      }),
    );
  });

  it('cuts chunks of at least the size asked for, only the last one shorter', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string(), amount: fc.double({ noNaN: true }) })),
        fc.integer({ min: 1, max: 200 }),
        (records, chunkChars) => {
          const chunks = chunksOf({ data: records }, chunkChars);
          for (const chunk of chunks.slice(0, -1)) assert.ok(chunk.length >= chunkChars);
          assert.ok(chunks.every((chunk) => chunk.length > 0));
        },
      ),
    );
  });

  it('treats what JSON cannot hold as JSON.stringify does: skipped in objects, null in arrays', () => {
    const value = {
      kept: 1,
      gone: undefined,
      fn: () => 1,
      list: [undefined, () => 1, Symbol('s'), { deep: [new Date(0), undefined] }],
      when: new Date(Date.UTC(2026, 10, 21)),
    };
    assert.equal(chunksOf(value, 4).join(''), JSON.stringify(value));
  });

  it('keeps a small value in one chunk', () => {
    assert.deepEqual(chunksOf({ data: { id: 'a', amount: 1.5 } }, 1024), [
      '{"data":{"id":"a","amount":1.5}}',
    ]);
  });
});
