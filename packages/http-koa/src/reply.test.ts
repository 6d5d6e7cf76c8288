import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { ApiContext } from './api-context.js';
import { writeReply } from './reply.js';
import type { RouteReply } from './routes/route.js';

async function answerOf(reply: RouteReply, requestId = 'req-1'): Promise<unknown> {
  const state = { requestId, status: 200, headers: {}, body: null, contentType: '' };
  await writeReply({ state } as unknown as ApiContext, reply, requestId);
  assert.equal(typeof state.body, 'string');
  return JSON.parse(state.body as unknown as string);
}

describe('writeReply', () => {
  it('answers any JSON object with its fields and the request id last', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.string(),
        async (body, requestId) => {
          const expected = JSON.parse(JSON.stringify({ ...body, requestId }));
          const answer = (await answerOf({ body }, requestId)) as Record<string, unknown>;
          assert.deepEqual(answer, expected);
          assert.deepEqual(Object.keys(answer), Object.keys(expected));
        },
      ),
    );
  });

  it('answers an empty object with the request id alone', async () => {
    assert.deepEqual(await answerOf({ body: {} }), { requestId: 'req-1' });
  });

  it("replaces a body's own request id with the request's", async () => {
    assert.deepEqual(await answerOf({ body: { requestId: 'old', data: 1 } }), {
      requestId: 'req-1',
      data: 1,
    });
  });

  it('adds the request id to a body that serialises itself', async () => {
    const body = { toJSON: () => ({ data: 'mine' }) };
    assert.deepEqual(await answerOf({ body }), { data: 'mine', requestId: 'req-1' });
  });
});
