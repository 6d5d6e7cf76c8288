import cliPackage from '../../package.json' with { type: 'json' };

/** `subtrack --version`: the command line's version and the Node.js running it. */
export function versionLine(): string {
  return `subtrack ${cliPackage.version} (Node.js ${process.version})`;
}
