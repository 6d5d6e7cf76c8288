/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { readFileSync } from 'node:fs';
import { requireFromWeb } from '../assets/asset-files.js';

/** The icons the pages use, named as in Lucide (the `lucide-static` package's SVG files). */
export type IconName =
  | 'layout-dashboard'
  | 'list'
  | 'calendar-days'
  | 'chart-pie'
  | 'settings'
  | 'user-round'
  | 'bell'
  | 'users'
  | 'key-round'
  | 'arrow-left-right'
  | 'search-check'
  | 'history'
  | 'coins';

const markup = new Map<IconName, string>();

/**
 * An icon's SVG as Lucide ships it, without its licence comment and class, hidden from
 * assistive technology: every icon sits beside words that say the same. Read once from the
 * package and inlined in the page, so an icon costs no request and no CDN is involved.
 */
function svgOf(name: IconName): string {
  let svg = markup.get(name);
  if (svg === undefined) {
    const file = requireFromWeb.resolve(`lucide-static/icons/${name}.svg`);
    svg = readFileSync(file, 'utf8')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/\s*class="[^"]*"/, ' aria-hidden="true" focusable="false"')
      .replace(/>\s+</g, '><')
      .replace(/\s+/g, ' ')
      .trim();
    markup.set(name, svg);
  }
  return svg;
}

/** A decorative Lucide icon drawn in the text's colour (`currentColor`), 1.25 em square. */
export function Icon(props: { name: IconName }) {
  // The SVG is a file of a package this app ships, never text from a request.
  return <span class="icon" dangerouslySetInnerHTML={{ __html: svgOf(props.name) }} />;
}
