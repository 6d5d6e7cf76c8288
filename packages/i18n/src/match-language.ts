import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.js';
import { matchAmong } from './match-among.js';

/**
 * The language of {@link LANGUAGES} that best serves a browser asking for `requested` (its
 * `Accept-Language` tags, most wanted first), else English: `zh-CN` gets `zh-Hans`,
 * `de-AT` gets `de`, `pt-BR` gets `en`. Ill-formed tags and `*` are passed over.
 *
 * @example matchLanguage(['zh-CN', 'en']) // 'zh-Hans'
 */
export function matchLanguage(requested: readonly string[]): string {
  return matchAmong(requested, LANGUAGES, DEFAULT_LANGUAGE);
}
