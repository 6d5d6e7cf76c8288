// Checked in order: a browser built on Chromium names itself before "Chrome", and every
// browser on iOS says "Safari" besides its own name.
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, table: ReadonlyArray<readonly [RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * The name a device gets in the member's device list, from its browser's `User-Agent`:
 * "Chrome on Android", "Safari on iPhone", "Firefox on Windows"; the part that cannot be
 * told is left out, and an unknown agent is "Browser".
 *
 * @example
 * deviceLabelFrom('Mozilla/5.0 (Linux; Android 14; Pixel 8) ... Chrome/126.0 Mobile Safari/537.36'); // 'Chrome on Android'
 */
export function deviceLabelFrom(userAgent: string | null | undefined): string {
  const text = userAgent ?? '';
  const browser = firstMatch(text, BROWSERS);
  const system = firstMatch(text, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `Browser on ${system}` : 'Browser');
}

const BROWSER_NAMES = new Set(BROWSERS.map(([, name]) => name));
const SYSTEM_NAMES = new Set(SYSTEMS.map(([, name]) => name));

/** A device label's parts: its browser's and system's names, null where none was told. */
export interface DeviceLabelParts {
  browser: string | null;
  system: string | null;
}

/**
 * The parts of a label {@link deviceLabelFrom} wrote, so a page can say it in its own words
 * ("Chrome auf Android"); null for any other label, which is shown as it is. Browser and
 * system names are products' names, the same in every language.
 *
 * @example deviceLabelParts('Browser on iPhone') // { browser: null, system: 'iPhone' }
 */
export function deviceLabelParts(label: string): DeviceLabelParts | null {
  if (label === 'Browser') return { browser: null, system: null };
  if (BROWSER_NAMES.has(label)) return { browser: label, system: null };
  const [first = '', system = '', ...rest] = label.split(' on ');
  if (rest.length > 0 || !SYSTEM_NAMES.has(system)) return null;
  if (first === 'Browser') return { browser: null, system };
  return BROWSER_NAMES.has(first) ? { browser: first, system } : null;
}
