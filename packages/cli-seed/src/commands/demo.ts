import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { machineLocale, seedDemo } from '../demo/seed-demo.js';

/** `demo` -> `{"accountId", "readKey", "writeKey", "signInUrl"}`. */
export const demoCommand: Command = {
  name: 'demo',
  summary: 'Create a demo account with a read key, a write key, settings and 16 subscriptions',
  usage: 'demo [--db FILE] [--json]',
  options: {},
  async run({ json, target }, io) {
    const database = await openDatabasePorts(target);
    try {
      const demo = await seedDemo(database.ports, machineLocale());
      printResult(io, json, demo, [
        `Created demo account ${demo.accountId}.`,
        `Read key:  ${demo.readKey}`,
        `Write key: ${demo.writeKey}`,
        'The keys are shown only now: store them safely.',
        `Sign in to the web application (once, within 15 minutes): ${demo.signInUrl}`,
      ]);
      return 0;
    } finally {
      await database.close();
    }
  },
};
