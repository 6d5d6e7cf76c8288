/**
 * The `subtrack` command line: `pnpm cli <command> ...`, and `pnpm start`.
 * Everything lives in `runCli`; this file only binds it to the real process.
 */
import { runCli } from './cli/run-cli.js';
import { COMMANDS } from './commands/index.js';

const status = await runCli(COMMANDS, process.argv.slice(2), {
  stdout: (text) => process.stdout.write(`${text}\n`),
  stderr: (text) => process.stderr.write(`${text}\n`),
  env: process.env,
  cwd: process.cwd(),
  stderrIsTerminal: process.stderr.isTTY === true,
});
// Let stdout drain before leaving: `--json` output piped to another program must be whole.
process.exitCode = status;
// A safety net, not the normal path: if some handle were left open, leave anyway.
setTimeout(() => process.exit(status), 1000).unref();
