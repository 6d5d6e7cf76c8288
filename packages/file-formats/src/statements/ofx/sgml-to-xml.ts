const TAG = /<(\/?)([A-Za-z0-9.]+)>([^<]*)/g;

// A bare `&` of SGML text (`AT&T`) becomes `&amp;`; entities stay as they are.
const escapeText = (text: string) =>
  text.replace(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/gi, '&amp;');

/**
 * The `<OFX>` element of an OFX file as well-formed XML: OFX 1.x is SGML, whose elements
 * that hold a value (`<TRNAMT>-17.99`) need no end tag; each gets one, and an end tag the
 * file does write is kept once. OFX 2.x, already XML, comes out the same. The header lines
 * (`OFXHEADER:100 ...`) or the XML declarations before `<OFX>` are dropped.
 */
export function ofxToXml(text: string): string | null {
  const start = text.search(/<OFX>/i);
  if (start < 0) return null;
  const out: string[] = [];
  let closed: string | null = null;
  for (const [, slash, name, after = ''] of text.slice(start).matchAll(TAG)) {
    const tag = name!.toUpperCase();
    if (slash === '/') {
      if (closed !== tag) out.push(`</${tag}>`);
      closed = null;
      continue;
    }
    const value = after.trim();
    if (value === '') {
      out.push(`<${tag}>`);
      closed = null;
    } else {
      out.push(`<${tag}>${escapeText(value)}</${tag}>`);
      closed = tag;
    }
  }
  return out.join('');
}
