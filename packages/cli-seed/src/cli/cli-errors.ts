/** Exit status of a wrong flag, a missing required flag or a bad value. */
export const EXIT_USAGE = 2;
/** Exit status of an operational failure (unwritable database, port in use). */
export const EXIT_FAILURE = 1;

/**
 * A mistake in the command line. The message is one line that names the flag and the fix
 * (`--port must be an integer from 0 to 65535`); the process exits with status 2.
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * An operational failure the user can act on (database path not writable, port in use).
 * Printed as one line without a stack trace; the process exits with status 1.
 */
export class CliFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliFailure';
  }
}
