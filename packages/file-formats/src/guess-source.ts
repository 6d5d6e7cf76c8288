import type { ImportFileKind, ImportSource } from '@subtrack/domain';

/**
 * Who made a file, when the user did not say: zips and databases come from Wallos; a
 * JSON with `"format": "subtrack-export"` or a CSV whose header has `id` and
 * `nextPaymentDate` from subtrack; anything else from Wallos.
 */
export function guessImportSource(bytes: Uint8Array, kind: ImportFileKind): ImportSource {
  if (kind === 'zip' || kind === 'sqlite') return 'wallos';
  const text = Buffer.from(bytes.subarray(0, 4096)).toString('utf8');
  if (kind === 'json') return /"format"\s*:\s*"subtrack-export"/.test(text) ? 'subtrack' : 'wallos';
  const header = text.split(/\r?\n/, 1)[0]?.split(',') ?? [];
  return header.includes('id') && header.includes('nextPaymentDate') ? 'subtrack' : 'wallos';
}
