import { UsageError } from '../cli/cli-errors.js';

/** An IANA time zone name the runtime knows (D5 computes "today" in it). */
export function parseTimeZone(raw: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: raw }).resolvedOptions().timeZone;
  } catch {
    throw new UsageError(
      `--time-zone must be an IANA time zone such as Europe/Berlin or UTC (got '${raw}')`,
    );
  }
}

/** A BCP 47 language tag, canonicalised (`en-us` -> `en-US`). */
export function parseLocale(raw: string): string {
  try {
    const [canonical] = Intl.getCanonicalLocales(raw);
    if (canonical) return canonical;
  } catch {
    // fall through to the one-line usage error
  }
  throw new UsageError(`--locale must be a language tag such as en-US or de-DE (got '${raw}')`);
}

/** The Bark-compatible push URL, http or https. */
export function parsePushUrl(raw: string): string {
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new UsageError(
      `--push-url must be an http(s) URL such as https://api.day.app/push (got '${raw}')`,
    );
  }
  return raw;
}
