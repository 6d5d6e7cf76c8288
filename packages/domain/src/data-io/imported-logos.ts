import type { EncodedLogo } from '../logos/logo.js';
import { pacerOf } from '../pacing/unpaced.js';
import type { LogoEncoder } from '../ports/logo-encoder.js';
import type { Ports } from '../ports/ports.js';
import { isDomainError } from '../shared/domain-error.js';
import type { ImportCandidate } from './import-file.js';

/** The logos of an import's rows, re-encoded, and why any was left out, by row. */
export interface ImportedLogos {
  encoded: Map<number, EncodedLogo>;
  warnings: Map<number, string>;
}

/**
 * Re-encodes the logo each row of a file carries (rows left out are passed over), one at a
 * time before the import's transaction, exactly as an upload is (`encoder`). A logo that
 * cannot be read is no reason to refuse its row: the row is imported without it and a
 * warning names the row, the logo and the reason. Without an encoder every logo is left
 * out so. Pauses between logos as `ports.pacer` says.
 *
 * @internal
 */
export async function encodeImportedLogos(
  ports: Pick<Ports, 'pacer'>,
  candidates: readonly ImportCandidate[],
  encoder: LogoEncoder | undefined,
): Promise<ImportedLogos> {
  const pacer = pacerOf(ports);
  const logos: ImportedLogos = { encoded: new Map(), warnings: new Map() };
  for (const { row, name, logo, body, skipReason } of candidates) {
    if (logo === undefined || body === undefined || skipReason !== undefined) continue;
    const label = `Row ${row} (${name}): its logo${logo.name === undefined ? '' : ` ${logo.name}`} was left out`;
    if (encoder === undefined) {
      logos.warnings.set(row, `${label}: this import was given no way to read images.`);
      continue;
    }
    try {
      logos.encoded.set(row, await encoder.encode(logo.bytes));
    } catch (error) {
      if (!isDomainError(error)) throw error;
      logos.warnings.set(row, `${label}. ${error.message}`);
    }
    if (pacer.due()) await pacer.pause();
  }
  return logos;
}
