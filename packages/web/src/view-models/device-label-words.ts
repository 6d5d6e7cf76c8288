import { deviceLabelParts } from '@subtrack/domain';
import type { Translate } from '@subtrack/i18n';

/**
 * A device's label in the page's language: the domain names a device in English from its
 * browser ("Chrome on Android", "Browser"); the browser's and system's names stay, the words
 * around them are the catalog's. A label the domain did not write is said as it is.
 *
 * @example deviceLabelWords('Chrome on Android', t) // 'Chrome auf Android' on a German page
 */
export function deviceLabelWords(label: string, t: Translate): string {
  const parts = deviceLabelParts(label);
  if (parts === null) return label;
  const { browser, system } = parts;
  if (browser !== null && system !== null)
    return t('device.label.browserOnSystem', { browser, system });
  if (system !== null) return t('device.label.someBrowserOnSystem', { system });
  return browser ?? t('device.label.someBrowser');
}
