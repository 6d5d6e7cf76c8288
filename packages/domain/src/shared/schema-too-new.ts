/**
 * Thrown by a storage adapter when it opens a database migrated by a newer
 * subtrack than itself. The database is left untouched. One class for every adapter, so an
 * app (the command line) recognises it whichever database it opened.
 *
 * @example
 * if (found > LATEST_SCHEMA_VERSION) throw new SchemaTooNewError(found, LATEST_SCHEMA_VERSION);
 */
export class SchemaTooNewError extends Error {
  /** The schema version recorded in the database. */
  readonly foundVersion: number;
  /** The newest schema version this code knows. */
  readonly knownVersion: number;

  constructor(foundVersion: number, knownVersion: number) {
    super(
      `The database schema is version ${foundVersion}, but this subtrack knows versions up to ` +
        `${knownVersion}. Upgrade subtrack, or restore a backup made by this version.`,
    );
    this.name = 'SchemaTooNewError';
    this.foundVersion = foundVersion;
    this.knownVersion = knownVersion;
  }
}
