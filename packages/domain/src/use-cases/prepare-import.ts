import type { ImportFileContents } from '../data-io/import-file.js';
import { type CheckedAccountData, checkImportedAccount } from '../data-io/imported-account.js';
import { encodeImportedLogos, type ImportedLogos } from '../data-io/imported-logos.js';
import { pacerOf } from '../pacing/unpaced.js';
import type { LogoEncoder } from '../ports/logo-encoder.js';
import type { Ports } from '../ports/ports.js';

/** A file ready to import: its rows, their logos re-encoded, what it says about the account checked. */
export interface PreparedImport {
  candidates: ImportFileContents['candidates'];
  logos: ImportedLogos;
  account: CheckedAccountData;
}

/**
 * The slow part of an import, done before its transaction (and before any transaction an
 * HTTP write holds): the file's home currency and own rates checked (`invalid_import`
 * naming the field), and each row's logo re-encoded by `logoEncoder` as an upload is, one
 * that cannot be read left out with a warning naming the row (without an encoder, every
 * logo is). Hand the result to `importSubscriptions`.
 *
 * @example
 * const prepared = await prepareImport(ports, await parser.read(file, options), encoder);
 * await importSubscriptions(ports, ctx, prepared, { dryRun: false, source: 'wallos' });
 */
export async function prepareImport(
  ports: Pick<Ports, 'pacer'>,
  contents: ImportFileContents,
  logoEncoder?: LogoEncoder,
): Promise<PreparedImport> {
  const account = await checkImportedAccount(contents.account, pacerOf(ports));
  const logos = await encodeImportedLogos(ports, contents.candidates, logoEncoder);
  return { candidates: contents.candidates, logos, account };
}
