import cliPackage from '../../package.json' with { type: 'json' };

/** The command line's version, also what the MCP server tells its clients. */
export const CLI_VERSION: string = cliPackage.version;

/** `subtrack --version`: the command line's version and the Node.js running it. */
export function versionLine(): string {
  return `subtrack ${CLI_VERSION} (Node.js ${process.version})`;
}
