import type { ApiKey } from '@subtrack/domain';
import { formatInstant } from '../format/format-date.js';
import type { OwnerPreferences } from '../format/owner-preferences.js';
import { type MemberEmails, memberWords } from './audit-words.js';

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
  /**
   * The email of the member who made it, or "Not recorded" for a key made with the
   * command line or before keys recorded their maker.
   */
  madeBy: string;
}

/** What the Keys screen says for a key whose maker is not recorded. */
export const MAKER_NOT_RECORDED = 'Not recorded';

const SCOPE_WORDS: Record<ApiKey['scope'], string> = { read: 'Read', write: 'Write' };

/**
 * The table rows of the account's keys, newest first (the owner looks for the latest);
 * `members` names their makers.
 */
export function toKeyRows(
  keys: readonly ApiKey[],
  prefs: OwnerPreferences,
  members: MemberEmails,
): KeyRow[] {
  const at = (iso: string) => formatInstant(iso, prefs.locale, prefs.timeZone);
  return [...keys].reverse().map((key) => ({
    id: key.id,
    name: key.label ?? key.id,
    labelled: key.label !== null,
    scope: SCOPE_WORDS[key.scope],
    created: at(key.createdAt),
    lastUsed: key.lastUsedAt === null ? 'Never' : at(key.lastUsedAt),
    revoked: key.revokedAt === null ? null : at(key.revokedAt),
    madeBy: key.createdBy === null ? MAKER_NOT_RECORDED : memberWords(members, key.createdBy),
  }));
}
