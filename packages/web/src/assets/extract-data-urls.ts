/** A file a stylesheet embedded as a `data:` URL, taken out to be served on its own. */
export interface ExtractedFile {
  /** The media type of the `data:` URL, e.g. `image/svg+xml`. */
  type: string;
  body: Buffer;
}

// `url(data:...)`, `url('data:...')` or `url("data:...")`: the quote (if any) closes it.
const DATA_URL = /url\(\s*(["']?)data:([^,]*),(.*?)\1\s*\)/gis;

function decode(meta: string, payload: string): ExtractedFile {
  const parts = meta.split(';').map((part) => part.trim());
  const type = parts[0] || 'text/plain';
  const body = parts.includes('base64')
    ? Buffer.from(payload, 'base64')
    : Buffer.from(decodeURIComponent(payload), 'utf8');
  return { type, body };
}

/**
 * The pages' policy allows images from this origin only (`default-src 'self'`), so a
 * stylesheet's `data:` images (Pico draws select chevrons, checkbox ticks and the
 * disclosure marker that way) are refused and reported as violations. This takes each
 * one out of `css` and puts in its place the URL `urlOf` gives for it (a same-origin,
 * content-hashed file). The same image written twice becomes one file.
 *
 * @example
 * extractDataUrls('a{background:url("data:image/svg+xml,%3Csvg/%3E")}', () => '/x.svg')
 * // => { css: 'a{background:url("/x.svg")}', files: [{ type: 'image/svg+xml', ... }] }
 */
export function extractDataUrls(
  css: string,
  urlOf: (file: ExtractedFile) => string,
): { css: string; files: ExtractedFile[] } {
  const files = new Map<string, ExtractedFile>();
  const rewritten = css.replace(DATA_URL, (_match, _quote, meta: string, payload: string) => {
    const file = decode(meta, payload);
    const url = urlOf(file);
    files.set(url, file);
    return `url("${url}")`;
  });
  return { css: rewritten, files: [...files.values()] };
}
