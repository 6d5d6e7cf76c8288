import type { CliIo, CommandArgs } from '../cli/command.js';
import { type OpenedDatabase, openDatabasePorts } from '../database/open-database-ports.js';
import type { OnListening } from './run-server.js';
import { resolveServeSettings } from './serve-settings.js';

/** An opened database and the server ready to run on it (what `serve` and `start` share). */
export interface OpenedServer {
  database: OpenedDatabase;
  /** Serves until SIGTERM/SIGINT; resolves to the exit status. */
  run(onListening: OnListening): Promise<number>;
}

/**
 * Checks the serve flags first (a bad value exits 2 before the database is touched), then
 * opens the database. The HTTP layer is loaded only here, so the other commands do not pay
 * for loading Koa.
 */
export async function openServer(
  { values, target }: CommandArgs,
  io: CliIo,
): Promise<OpenedServer> {
  const settings = resolveServeSettings(values, io.env);
  const { runServer } = await import('./run-server.js');
  const database = await openDatabasePorts(target, {
    limits: settings.limits,
    poolSize: settings.databasePoolSize,
  });
  return { database, run: (onListening) => runServer(database, settings, io, onListening) };
}
