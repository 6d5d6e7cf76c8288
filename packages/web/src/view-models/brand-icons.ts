import { readFileSync } from 'node:fs';
import { requireFromWeb } from '../assets/asset-files.js';

/** A well-known service's icon as the pages draw it: one 24 x 24 path on its brand colour. */
export interface BrandIcon {
  title: string;
  /** The SVG path in a 24 x 24 box. */
  path: string;
  /** The brand colour, `#rrggbb`. */
  background: string;
  /** Black or white, whichever reads better on the brand colour. */
  foreground: '#000000' | '#ffffff';
}

// Services people pay for by the month or year, by their simple-icons slug (the package is
// CC0 and ships with the app). Only a matched name's path reaches the browser, inline; the
// package's other 3,400 icons (mostly tools for developers, whose names would match
// subscriptions by chance) are never read. The package has no icon for some well-known
// services (Disney+, Amazon, Microsoft, Adobe, Hulu, Peacock): they keep their monogram.
const KNOWN_SLUGS = [
  'netflix',
  'spotify',
  'youtube',
  'youtubemusic',
  'youtubetv',
  'apple',
  'appletv',
  'applemusic',
  'applearcade',
  'applepodcasts',
  'icloud',
  'hbo',
  'hbomax',
  'max',
  'paramountplus',
  'crunchyroll',
  'dazn',
  'sky',
  'mubi',
  'plex',
  'twitch',
  'vimeo',
  'audible',
  'deezer',
  'tidal',
  'soundcloud',
  'napster',
  'patreon',
  'substack',
  'newyorktimes',
  'theguardian',
  'duolingo',
  'headspace',
  'strava',
  'peloton',
  'tinder',
  'discord',
  'playstation',
  'steam',
  'ubisoft',
  'ea',
  'dropbox',
  'google',
  'googledrive',
  'googleplay',
  'googlegemini',
  'github',
  'jetbrains',
  'notion',
  'evernote',
  'todoist',
  'grammarly',
  'figma',
  'zoom',
  'setapp',
  '1password',
  'bitwarden',
  'lastpass',
  'dashlane',
  'nordvpn',
  'expressvpn',
  'surfshark',
  'mullvad',
  'proton',
  'protonmail',
  'protondrive',
  'protonvpn',
  'anthropic',
  'claude',
  'perplexity',
  'kagi',
];

/** A name's letters and digits only, lower-case, accents dropped, "+" said as "plus". */
function compact(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('+', ' plus ')
    .replaceAll('&', ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** What the package's list says of one icon. */
interface IconEntry {
  title: string;
  slug: string;
  hex: string;
}

let byKey: ReadonlyMap<string, IconEntry> | undefined;

/** The listed services by their name and slug run together ("youtubemusic"), read once. */
function serviceByKey(): ReadonlyMap<string, IconEntry> {
  if (byKey === undefined) {
    const file = requireFromWeb.resolve('simple-icons/icons.json');
    const all = JSON.parse(readFileSync(file, 'utf8')) as IconEntry[];
    const wanted = new Set<string>(KNOWN_SLUGS);
    byKey = new Map(
      all
        .filter((entry) => wanted.has(entry.slug))
        .flatMap((entry) => [
          [compact(entry.title).replaceAll(' ', ''), entry],
          [entry.slug, entry],
        ]),
    );
  }
  return byKey;
}

const paths = new Map<string, string>();

/** The one path of a service's icon, read from its SVG file once. */
function pathOf(slug: string): string {
  let path = paths.get(slug);
  if (path === undefined) {
    const svg = readFileSync(requireFromWeb.resolve(`simple-icons/icons/${slug}.svg`), 'utf8');
    path = /<path d="([^"]+)"/.exec(svg)?.[1] ?? '';
    paths.set(slug, path);
  }
  return path;
}

// WCAG 2 relative luminance of `#rrggbb`.
function luminance(hex: string): number {
  const channel = (at: number) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The well-known service a subscription's name names, if any: the longest run of its first
 * words that is a service's name, case, accents, spaces and punctuation aside ("YouTube
 * Premium" is YouTube, "Apple TV+" Apple TV, "Spotify Family" Spotify, "Paramount+"
 * Paramount+, "The New York Times" New York Times). A word inside a name never matches on its own ("My Netflix" is no
 * Netflix), and a name of no listed service answers `null` (its monogram is drawn).
 */
export function brandIconOf(name: string): BrandIcon | null {
  const words = compact(name).split(' ');
  // "The New York Times" is listed as "New York Times", "The Guardian" with its article.
  const keys = (from: string[]) => from.map((_, end) => from.slice(0, from.length - end).join(''));
  const candidates = words[0] === 'the' ? [...keys(words), ...keys(words.slice(1))] : keys(words);
  for (const key of candidates) {
    const icon = serviceByKey().get(key);
    if (icon === undefined) continue;
    const background = `#${icon.hex.toLowerCase()}`;
    const white = contrastRatio(background, '#ffffff');
    const black = contrastRatio(background, '#000000');
    return {
      title: icon.title,
      path: pathOf(icon.slug),
      background,
      foreground: white >= black ? '#ffffff' : '#000000',
    };
  }
  return null;
}
