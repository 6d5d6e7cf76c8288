/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { MAX_PASSKEY_NAME_LENGTH } from '@subtrack/domain';
import type { MessageKey } from '@subtrack/i18n';
import type { AssetName } from '../assets/asset-files.js';
import { useT } from './i18n-context.js';

/**
 * The words each of our scripts may write into a page, by the name the script reads them
 * under. A script has no catalog: the page hands it these, in the page's language, under
 * the script's file name (`texts['passkeys.js'].cancelled`).
 */
export const SCRIPT_TEXTS = {
  'enhance.js': { copied: 'scripts.copied', offline: 'scripts.offline.form' },
  'passkeys.js': {
    prompt: 'scripts.passkey.prompt',
    cancelled: 'scripts.passkey.cancelled',
    alreadyHere: 'scripts.passkey.alreadyHere',
    refusedAddress: 'scripts.passkey.refusedAddress',
    unsupportedKind: 'scripts.passkey.unsupportedKind',
    tooMany: 'scripts.passkey.tooMany',
    outOfDate: 'scripts.passkey.outOfDate',
    badName: 'scripts.passkey.badName',
    failed: 'scripts.passkey.failed',
  },
  'devices.js': { blocked: 'scripts.device.blocked', failed: 'scripts.device.failed' },
} as const satisfies Partial<Record<AssetName, Record<string, MessageKey>>>;

/** The id of the page's block of script texts, which the scripts read. */
export const SCRIPT_TEXTS_ID = 'script-texts';

/**
 * The texts of the scripts a page loads, as one JSON data block (`type="application/json"`:
 * read by the scripts, never run, so the policy's `script-src 'self'` allows it). `<` is
 * written as `\u003c`, so no text can close the element.
 */
export function ScriptTexts(props: { scripts: readonly AssetName[] }) {
  const t = useT();
  const texts: Record<string, Record<string, string>> = {};
  for (const script of props.scripts) {
    if (!(script in SCRIPT_TEXTS)) continue;
    const keys: Record<string, MessageKey> = SCRIPT_TEXTS[script as keyof typeof SCRIPT_TEXTS];
    // The one placeholder a script's text has: the longest passkey name.
    texts[script] = Object.fromEntries(
      Object.entries(keys).map(([name, key]) => [name, t(key, { max: MAX_PASSKEY_NAME_LENGTH })]),
    );
  }
  const json = JSON.stringify(texts).replace(/</g, '\\u003c');
  return (
    <script
      type="application/json"
      id={SCRIPT_TEXTS_ID}
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
