import type { Command } from '../cli/command.js';
import { printResult } from '../cli/print-result.js';
import { openServer } from '../server/open-server.js';
import { SERVE_DETAILS, SERVE_OPTIONS } from '../server/serve-settings.js';

/**
 * `serve` runs the REST API, the web application and the reminder worker until SIGTERM/SIGINT.
 * Prints `subtrack listening on URL` (with `--json`: `{"url": "..."}`); logs go to stderr.
 */
export const serveCommand: Command = {
  name: 'serve',
  summary:
    'Run the REST API, the web application and the reminder worker (stops cleanly on SIGTERM/SIGINT)',
  usage: 'serve [--port N] [--host H] [limits...] [--db FILE | --database-url URL] [--json]',
  details: SERVE_DETAILS,
  options: SERVE_OPTIONS,
  async run(args, io) {
    const server = await openServer(args, io);
    return server.run((url) =>
      printResult(io, args.json, { url }, [
        `subtrack listening on ${url} (database ${server.database.label})`,
      ]),
    );
  },
};
