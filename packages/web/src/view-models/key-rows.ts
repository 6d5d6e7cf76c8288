import type { ApiKey } from '@subtrack/domain';
import type { MessageKey, Translate } from '@subtrack/i18n';
import { formatInstant } from '../format/format-date.js';
import type { OwnerPreferences } from '../format/owner-preferences.js';
import type { MemberEmails } from './audit-words.js';

/** One API key as the keys table shows it: words and local times, never the hash. */
export interface KeyRow {
  id: string;
  /** The label, or the key id when it has none: how the page names the key. */
  name: string;
  labelled: boolean;
  /** The scope in words ("Read", "Write"). */
  scope: string;
  /** True for a key that may change things (its scope is drawn as a warning). */
  writes: boolean;
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

/** A key's scope in words, by scope. */
export const SCOPE_WORDS: Readonly<Record<ApiKey['scope'], MessageKey>> = {
  read: 'keys.scope.read',
  write: 'keys.scope.write',
};

/** The maker of a key in words: their email, or what stands for it. */
function makerWords(members: MemberEmails, createdBy: string | null, t: Translate): string {
  if (createdBy === null) return t('keys.madeBy.notRecorded');
  const email = members.get(createdBy);
  if (email === undefined) return t('keys.madeBy.removed');
  return email ?? t('keys.madeBy.noEmail');
}

/**
 * The table rows of the account's keys, newest first (the owner looks for the latest);
 * `members` names their makers, `t` says the words in the page's language.
 */
export function toKeyRows(
  keys: readonly ApiKey[],
  prefs: OwnerPreferences,
  members: MemberEmails,
  t: Translate,
): KeyRow[] {
  const at = (iso: string) => formatInstant(iso, prefs.locale, prefs.timeZone);
  return [...keys].reverse().map((key) => ({
    id: key.id,
    name: key.label ?? key.id,
    labelled: key.label !== null,
    scope: t(SCOPE_WORDS[key.scope]),
    writes: key.scope === 'write',
    created: at(key.createdAt),
    lastUsed: key.lastUsedAt === null ? t('keys.lastUsed.never') : at(key.lastUsedAt),
    revoked: key.revokedAt === null ? null : at(key.revokedAt),
    madeBy: makerWords(members, key.createdBy, t),
  }));
}
