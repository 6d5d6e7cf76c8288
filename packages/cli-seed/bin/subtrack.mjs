#!/usr/bin/env node
// The `subtrack` command on the PATH (`npm install -g .` or `pnpm link --global` in the
// repository): runs the one-file bundle `pnpm build` writes, under plain node, in this
// same process (so signals reach the server directly).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bundle = new URL('../dist/subtrack.mjs', import.meta.url);
if (!existsSync(bundle)) {
  const repository = fileURLToPath(new URL('../../..', import.meta.url));
  process.stderr.write(`subtrack: not built yet; run 'pnpm build' in ${repository}\n`);
  process.exit(1);
}
await import(bundle.href);
