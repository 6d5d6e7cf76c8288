import { match } from '@formatjs/intl-localematcher';

function isWellFormed(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/**
 * The language of `languages` that best serves someone asking for `requested` (most wanted
 * first), else `fallback`: `zh-CN` gets `zh-Hans`, `de-AT` gets `de`. Ill-formed tags and `*`
 * are passed over.
 *
 * @example matchAmong(['zh-CN'], ['en', 'zh-Hans'], 'en') // 'zh-Hans'
 */
export function matchAmong(
  requested: readonly string[],
  languages: readonly string[],
  fallback: string,
): string {
  const tags = requested.filter((tag) => tag !== '*' && isWellFormed(tag));
  if (tags.length === 0) return fallback;
  return match(tags, languages, fallback, { algorithm: 'best fit' });
}
