import type { ApiKey } from '@subtrack/domain';
import { formatInstant } from '../format/format-date.js';
import type { OwnerPreferences } from '../format/owner-preferences.js';

/** One API key as the keys table shows it: words and local times, never the hash. */
export interface KeyRow {
  id: string;
  /** The label, or the key id when it has none: how the page names the key. */
  name: string;
  labelled: boolean;
  scope: string;
  created: string;
  /** "Never" until the key authenticated a request (recorded at most once a minute). */
  lastUsed: string;
  /** When it was revoked, or null while it works. */
  revoked: string | null;
}

const SCOPE_WORDS: Record<ApiKey['scope'], string> = { read: 'Read', write: 'Write' };

/** The table rows of the account's keys, newest first (the owner looks for the latest). */
export function toKeyRows(keys: readonly ApiKey[], prefs: OwnerPreferences): KeyRow[] {
  const at = (iso: string) => formatInstant(iso, prefs.locale, prefs.timeZone);
  return [...keys].reverse().map((key) => ({
    id: key.id,
    name: key.label ?? key.id,
    labelled: key.label !== null,
    scope: SCOPE_WORDS[key.scope],
    created: at(key.createdAt),
    lastUsed: key.lastUsedAt === null ? 'Never' : at(key.lastUsedAt),
    revoked: key.revokedAt === null ? null : at(key.revokedAt),
  }));
}
