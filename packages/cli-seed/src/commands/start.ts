import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { type DemoAccount, machineLocale, seedDemo } from '../demo/seed-demo.js';
import { browserAddress } from '../options/web-address.js';
import { openServer } from '../server/open-server.js';
import { SERVE_DETAILS, SERVE_OPTIONS } from '../server/serve-settings.js';

/**
 * What `pnpm start` runs: `serve`, but on a database without any account it first runs
 * `demo` and prints the read key, the write key, a web sign-in link and a
 * ready-to-paste `curl` line, so a new user reaches an authenticated 200 with one command.
 */
export const startCommand: Command = {
  name: 'start',
  summary: 'Like serve; on an empty database first creates the demo account and prints its keys',
  usage: 'start [serve flags...] [--db FILE | --database-url URL] [--json]',
  details: SERVE_DETAILS,
  options: SERVE_OPTIONS,
  async run(args, io) {
    const server = await openServer(args, io);
    const { ports } = server.database;
    const demo =
      (await ports.accounts.list()).length === 0 ? await seedDemo(ports, machineLocale()) : null;
    return server.run((url) => {
      const signIn = demo ? { signInUrl: `${browserAddress(url)}${demo.signInUrl}` } : {};
      printResult(io, args.json, { url, ...demo, ...signIn }, [
        `subtrack listening on ${url} (database ${server.database.label})`,
        ...(demo ? demoLines(demo, url) : []),
      ]);
    });
  },
};

function demoLines(demo: DemoAccount, url: string): string[] {
  return [
    '',
    `The database was empty, so a demo account was created: ${demo.accountId}`,
    `Read key:  ${demo.readKey}`,
    `Write key: ${demo.writeKey}`,
    'The keys are shown only now: store them safely.',
    '',
    'Sign in to the web application (the link works once, for 15 minutes):',
    `${browserAddress(url)}${demo.signInUrl}`,
    '',
    'Try it:',
    `curl -H "Authorization: Bearer ${demo.readKey}" ${url}/api/v1/subscriptions`,
    '',
    'Stop with Ctrl+C.',
  ];
}
