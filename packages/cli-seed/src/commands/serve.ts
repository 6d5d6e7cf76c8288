import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { resolveServeSettings, SERVE_DETAILS, SERVE_OPTIONS } from '../server/serve-settings.js';

/**
 * D1: `serve` runs the REST API and the reminder worker until SIGTERM/SIGINT.
 * Prints `subtrack listening on URL` (with `--json`: `{"url": "..."}`); logs go to stderr.
 */
export const serveCommand: Command = {
  name: 'serve',
  summary: 'Run the REST API and the reminder worker (stops cleanly on SIGTERM/SIGINT)',
  usage: 'serve [--port N] [--host H] [limits...] [--db FILE] [--json]',
  details: [
    'Flag                            Environment variable                 Default',
    ...SERVE_DETAILS,
  ],
  options: SERVE_OPTIONS,
  async run({ values, json, dbPath }, io) {
    const settings = resolveServeSettings(values, io.env);
    // Loaded here so the other commands do not pay for loading Koa and the HTTP layer.
    const { runServer } = await import('../server/run-server.js');
    const database = openDatabasePorts(dbPath);
    return runServer(database, settings, io, (url) =>
      printResult(io, json, { url }, [`subtrack listening on ${url} (database ${dbPath})`]),
    );
  },
};
