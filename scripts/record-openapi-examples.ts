// Writes the OpenAPI document's examples: the answers of a seeded server to the example
// requests (issue 25: generated once, not written beside the schemas). Run it after a change
// to what the API answers; `recorded-examples.test.ts` fails until it is run.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { recordExamples } from '../packages/http-koa/src/testing/openapi/record-examples.js';

const file = new URL('../packages/http-koa/src/openapi/recorded-examples.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(await recordExamples(), null, 2)}\n`);
console.log(`wrote ${fileURLToPath(file)}`);
