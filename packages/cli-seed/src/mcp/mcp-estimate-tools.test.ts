import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createKey, runInProcess, tempAccount } from '../testing/cli-in-process.js';
import { parseJsonOutput, tempFolder } from '../testing/cli-process.js';
import { callTool, connectOverStdio } from '../testing/mcp-clients.js';

type Json = Record<string, unknown>;

describe('subtrack mcp: the spend tools and the home currency', () => {
  it('adds the estimate in the home currency to the spend summary and the spend per month', async (t) => {
    const { db } = tempFolder(t);
    const demo = parseJsonOutput(await runInProcess(['demo', '--db', db, '--json']));
    const { client } = await connectOverStdio(t, db, demo['readKey'] as string);
    const summary = await callTool(client, 'spend_summary', {});
    assert.equal(summary.isError, false, JSON.stringify(summary.body));
    const estimate = summary.body['estimate'] as Json;
    assert.equal(estimate['currency'], 'EUR');
    assert.deepEqual(estimate['unconverted'], []);
    assert.ok((estimate['monthlyTotal'] as number) > 0);
    // Beside the totals per currency, which stay as they are.
    assert.ok(((summary.body['summary'] as Json)['byCurrency'] as unknown[]).length > 1);

    const spend = await callTool(client, 'spend_over_time', {});
    const converted = (spend.body['spend'] as Json)['converted'] as {
      currency: string;
      months: Json[];
    };
    assert.equal(converted.currency, 'EUR');
    assert.equal(converted.months.length, 24);
    assert.ok(converted.months.some((month) => (month['paid'] as number) > 0));
  });

  it('answers the figures per currency alone while no home currency is chosen', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const { key } = await createKey(db, accountId, 'read');
    const { client } = await connectOverStdio(t, db, key as string);
    const summary = await callTool(client, 'spend_summary', {});
    assert.equal('estimate' in summary.body, false);
    assert.ok(summary.body['summary']);
    const spend = await callTool(client, 'spend_over_time', {});
    assert.equal('converted' in (spend.body['spend'] as Json), false);
  });
});
