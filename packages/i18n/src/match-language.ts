import { match } from '@formatjs/intl-localematcher';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.js';

function isWellFormed(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/**
 * The language of {@link LANGUAGES} that best serves a browser asking for `requested` (its
 * `Accept-Language` tags, most wanted first), else English: `zh-CN` gets `zh-Hans`,
 * `de-AT` gets `de`, `pt-BR` gets `en`. Ill-formed tags and `*` are passed over.
 *
 * @example matchLanguage(['zh-CN', 'en']) // 'zh-Hans'
 */
export function matchLanguage(requested: readonly string[]): string {
  const tags = requested.filter((tag) => tag !== '*' && isWellFormed(tag));
  if (tags.length === 0) return DEFAULT_LANGUAGE;
  return match(tags, LANGUAGES, DEFAULT_LANGUAGE, { algorithm: 'best fit' });
}
